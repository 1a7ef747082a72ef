/** The usual delivery problems, so most customers pick rather than type; 'Lainnya' covers the rest. */
export const COMPLAINT_TYPES = [
  'Pesanan terlambat',
  'Pesanan belum diterima',
  'Produk rusak atau bocor',
  'Jumlah produk tidak sesuai',
  'Produk tidak sesuai pesanan',
  'Pelayanan kurir',
  'Lainnya',
] as const;
