import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PlainCheckbox } from '../../components/PlainCheckbox.tsx';

// What the sahabat tier gives and asks (spec sections 1 and 9: age, one phone number per
// account, delivery areas and hours).
const BENEFITS = [
  'Harga khusus Sahabat untuk setiap produk, lebih hemat dari harga Member.',
  'Gratis ongkos kirim untuk setiap pesanan mulai Rp 100.000.',
  'Kesempatan mendapatkan voucher dan promo khusus Sahabat.',
  'Layanan prioritas dari cabang Tulus terdekat.',
];

const TERMS = [
  'Pemohon berusia minimal 18 tahun dan memiliki KTP yang masih berlaku.',
  'Satu nomor telepon hanya untuk satu akun, kecuali telah disetujui oleh Tulus.',
  'Pengiriman hanya melayani wilayah Jakarta, Surabaya, dan Semarang.',
  'Pengiriman dilakukan setiap hari pukul 08.00 sampai 21.00 WIB, kecuali hari libur nasional.',
  'Data dan dokumen yang dikirim harus benar dan milik pemohon sendiri. Tulus berhak menolak pengajuan yang tidak sesuai.',
  'Pengajuan akan ditinjau oleh cabang yang dipilih sebelum status Sahabat diberikan.',
];

/** Pengajuan Sahabat: the terms; the customer goes on to the upload only after agreeing. */
export function MembershipTerms() {
  const [agreed, setAgreed] = useState(false);
  const navigate = useNavigate();

  return (
    <Stack gap="6">
      <Text>
        Jadilah Sahabat Tulus dan nikmati harga yang lebih hemat untuk kebutuhan air minum Anda. Bacalah syarat dan
        ketentuan berikut sebelum mengajukan.
      </Text>
      <Stack gap="2" as="section" aria-labelledby="keuntungan-sahabat">
        <Heading as="h2" size="md" id="keuntungan-sahabat">Keuntungan Sahabat</Heading>
        <List.Root gap="1.5" ps="5">
          {BENEFITS.map((item) => <List.Item key={item}>{item}</List.Item>)}
        </List.Root>
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="syarat-sahabat">
        <Heading as="h2" size="md" id="syarat-sahabat">Syarat dan Ketentuan</Heading>
        <List.Root as="ol" gap="1.5" ps="5">
          {TERMS.map((item) => <List.Item key={item}>{item}</List.Item>)}
        </List.Root>
      </Stack>
      <Box bg="brand.subtle" borderRadius="l3" p="4">
        <PlainCheckbox checked={agreed} onCheckedChange={setAgreed} multiline className="checkbox--thumb">
          Saya telah membaca dan menyetujui syarat dan ketentuan Sahabat Tulus.
        </PlainCheckbox>
      </Box>
      <Button colorPalette="brand" minH="11" alignSelf={{ base: 'stretch', sm: 'flex-end' }} disabled={!agreed} onClick={() => navigate('/uploadpengajuan')}>
        Ajukan Sekarang
      </Button>
    </Stack>
  );
}
