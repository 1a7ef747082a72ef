/**
 * The parts of an address as the shop's forms show them, in their order and with their labels:
 * the address book's dialog and Data Diri ask for the same parts (spec section 2).
 */
export const ADDRESS_PARTS = [
  ['jalan', 'Jalan'],
  ['rt', 'RT'],
  ['rw', 'RW'],
  ['kelurahan', 'Kelurahan'],
  ['kecamatan', 'Kecamatan'],
  ['kabupaten_kota', 'Kabupaten/Kota'],
  ['provinsi', 'Provinsi'],
  ['kode_pos', 'Kode Pos'],
] as const;

export type AddressPartName = (typeof ADDRESS_PARTS)[number][0];

/** A record's address parts as a form's text: a part the provider left unset is an empty field. */
export function addressPartsText(record: { [Part in AddressPartName]?: string | null }): Record<AddressPartName, string> {
  return Object.fromEntries(ADDRESS_PARTS.map(([name]) => [name, record[name] ?? ''])) as Record<AddressPartName, string>;
}
