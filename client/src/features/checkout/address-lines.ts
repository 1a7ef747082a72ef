import type { Address } from '@tulus/shared/contract/address';

const filled = (...parts: Array<string | null | undefined>) => parts.map((p) => p?.trim()).filter(Boolean) as string[];

/**
 * An address as the customer reads it on a parcel: street, RT/RW, kelurahan and kecamatan,
 * city, province and postal code (the order of spec section 2's address picker).
 */
export function addressLines(a: Pick<Address, 'jalan' | 'rt' | 'rw' | 'kelurahan' | 'kecamatan' | 'kabupaten_kota' | 'provinsi' | 'kode_pos'>): string[] {
  const rtRw = filled(a.rt && `RT ${a.rt}`, a.rw && `RW ${a.rw}`).join('/');
  return filled(
    a.jalan,
    rtRw,
    filled(a.kelurahan && `Kel. ${a.kelurahan}`, a.kecamatan && `Kec. ${a.kecamatan}`).join(', '),
    filled(a.kabupaten_kota, a.provinsi).join(', '),
    a.kode_pos,
  );
}
