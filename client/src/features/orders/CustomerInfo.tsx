import type { ReactNode } from 'react';
import { Box, Separator, Stack, Text } from '@chakra-ui/react';
import type { SalesOrderDetailHeader } from '@tulus/shared/contract/order';
import { BranchInfo } from './BranchInfo.tsx';
import { InfoCard } from './InfoCard.tsx';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
      {label}
    </Text>
    <Box overflowWrap="anywhere">{children}</Box>
  </Box>
);

const filled = (...parts: Array<string | null | undefined>) => parts.map((p) => p?.trim()).filter(Boolean) as string[];

/** Who ordered, the account to pay into, the delivering branch and the delivery address. */
export function CustomerInfo({ header }: { header: SalesOrderDetailHeader }) {
  const c = header.customer;
  if (!c) {
    return (
      <InfoCard title="Informasi Pelanggan">
        <Text color="gray.600">Data pelanggan tidak tersedia</Text>
      </InfoCard>
    );
  }
  const pm = header.payment_method;
  const rtRw = filled(c.rt && `RT ${c.rt}`, c.rw && `RW ${c.rw}`).join('/');
  const address = filled(c.jalan, rtRw, c.kode_pos, c.kelurahan, c.kecamatan, c.kabupaten_kota, c.provinsi);
  return (
    <InfoCard title="Informasi Pelanggan" testId="informasi-pelanggan">
      <Stack gap="3">
        <Item label="Nama">
          <Text fontWeight="semibold">{c.nama_lengkap}</Text>
        </Item>
        <Item label="Email">
          <Text>{c.email}</Text>
        </Item>
        {c.nomor_hp && (
          <Item label="Nomor HP">
            <Text>{c.nomor_hp}</Text>
          </Item>
        )}
        <Item label="Rekening Pembayaran">
          {pm ? (
            <>
              <Text>
                {pm.bank_name} - {pm.account_number}
              </Text>
              <Text fontSize="sm" color="gray.600">
                a.n. {pm.account_name}
              </Text>
            </>
          ) : (
            <Text color="gray.600">Detail pembayaran tidak tersedia</Text>
          )}
        </Item>
        <Item label="Cabang Pengiriman">
          <BranchInfo header={header} />
        </Item>
        <Separator />
        <Item label="Alamat Pengiriman">
          {address.length ? (
            <Stack gap="0" fontSize="sm" color="gray.800">
              <Text>{c.jalan}</Text>
              {rtRw && <Text>{rtRw}</Text>}
              {c.kode_pos && <Text>Kode Pos {c.kode_pos}</Text>}
              <Text>{filled(c.kelurahan && `Kel. ${c.kelurahan}`, c.kecamatan && `Kec. ${c.kecamatan}`).join(', ')}</Text>
              <Text>{filled(c.kabupaten_kota, c.provinsi).join(', ')}</Text>
            </Stack>
          ) : (
            <Text color="gray.600">Alamat tidak tersedia</Text>
          )}
        </Item>
      </Stack>
    </InfoCard>
  );
}
