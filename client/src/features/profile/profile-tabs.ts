/** The profile screen's tabs (spec section 2): the query-string value and the menu label. */
export const PROFILE_TABS = [
  { value: 'data_diri', label: 'Data Diri' },
  { value: 'alamat_saya', label: 'Alamat Saya' },
  { value: 'keranjang', label: 'Keranjang Belanja' },
  { value: 'riwayat_transaksi', label: 'Riwayat Transaksi' },
  { value: 'voucher_saya', label: 'Voucher Saya' },
  { value: 'pengajuan', label: 'Pengajuan Sahabat' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'riwayat_transaksi';

/** An unknown or missing `tab` (an old link, a typo) opens the default tab rather than nothing. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.some((tab) => tab.value === value) ? (value as ProfileTab) : DEFAULT_PROFILE_TAB;
}

/**
 * The spec hides Pengajuan Sahabat for tier sahabat. sahabat_baru and sahabat_karib are sahabat
 * levels too and the provider refuses their application, so the menu is hidden for them as well.
 */
export function canApplyForSahabat(tier: string | undefined): boolean {
  return !tier?.startsWith('sahabat');
}
