import { Alert } from '@chakra-ui/react';
import { orderDate } from './order-display.ts';
import { OrderProofPage, ProofFact, ProofFacts, ProofPhoto, UNAVAILABLE } from './OrderProofPage.tsx';

/** 'Lihat Bukti Pengiriman': who delivered the order, their note and the photo taken at the door. */
export function ProofOfDeliveryPage() {
  return (
    <OrderProofPage title="Lihat Bukti Pengiriman" failedToRead="Failed to fetch proof of delivery">
      {(proofs, code) => {
        const proof = proofs.proof_of_received ?? null;
        return (
          <>
            {!proof && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>Bukti pengiriman belum tersedia untuk pesanan ini.</Alert.Title>
              </Alert.Root>
            )}
            <ProofFacts code={proofs.sales_order_code ?? code}>
              <ProofFact label="Nama Driver" value={proof?.driver_name || UNAVAILABLE} />
              <ProofFact label="Email Driver" value={proof?.driver_email || UNAVAILABLE} anywhere />
              <ProofFact label="Catatan" value={proof?.notes || UNAVAILABLE} />
              {proof?.created_at && <ProofFact label="Waktu Pengiriman" value={orderDate(proof.created_at, true)} />}
            </ProofFacts>
            <ProofPhoto heading="Foto Bukti Pengiriman" src={proof?.proof_of_delivery} alt={`Bukti pengiriman pesanan ${code}`} />
          </>
        );
      }}
    </OrderProofPage>
  );
}
