import { formatRupiah } from '@tulus/shared/rules/format';
import { OrderProofPage, ProofFact, ProofFacts, ProofPhoto, UNAVAILABLE } from '../orders/OrderProofPage.tsx';

const orUnavailable = (value: string | null | undefined) => (value && value.trim() ? value : UNAVAILABLE);

/** 'Lihat Bukti Pembayaran': what the customer sent for this order. */
export function ProofOfPaymentPage() {
  return (
    <OrderProofPage title="Lihat Bukti Pembayaran" failedToRead="Terjadi kesalahan saat memuat data">
      {(proofs, code) => {
        const proof = proofs.proof_of_payment ?? null;
        return (
          <>
            <ProofFacts code={proofs.sales_order_code ?? code}>
              <ProofFact label="Nama Pengirim" value={orUnavailable(proof?.sender_name)} />
              <ProofFact label="Nama Bank" value={orUnavailable(proof?.bank_name)} />
              <ProofFact label="Nomor Rekening" value={orUnavailable(proof?.account_number)} />
              <ProofFact label="Jumlah Pembayaran" value={proof && Number.isFinite(proof.amount_sent) ? formatRupiah(proof.amount_sent) : UNAVAILABLE} />
            </ProofFacts>
            <ProofPhoto heading="Bukti Transfer" src={proof?.proof_of_payment} alt={`Bukti pembayaran pesanan ${code}`} />
          </>
        );
      }}
    </OrderProofPage>
  );
}
