import { preloadable, type Preloadable } from '../../lib/preloadable.tsx';
import { PROFILE_TABS, parseProfileTab, type ProfileTab } from './profile-tabs.ts';

/**
 * Each profile tab's content is a chunk of its own: the profile opens on one tab, and carrying all
 * six (the address book's forms and zod schemas, the cart, the vouchers, the membership terms) was
 * 60 scripts and about 320 KB before the page was usable on a phone (docs/performance.md section 15).
 * `module` is the source as Vite's manifest names it: a drawn profile page preloads the open tab's
 * chunk with the page's (routes.tsx, DRAWN_ROUTES). `plain`: drawn with plain elements only, no Chakra
 * component (decisions 065 and 076), so the page hydrates before Chakra's system is built (main.tsx).
 */
export const PROFILE_TAB_CONTENT: Record<ProfileTab, { Content: Preloadable; module: string; plain?: true }> = {
  data_diri: { Content: preloadable(() => import('./PersonalData.tsx'), 'PersonalData'), module: 'src/features/profile/PersonalData.tsx' },
  alamat_saya: { Content: preloadable(() => import('../addresses/AddressBook.tsx'), 'AddressBook'), module: 'src/features/addresses/AddressBook.tsx' },
  keranjang: { Content: preloadable(() => import('../cart/CartView.tsx'), 'CartView'), module: 'src/features/cart/CartView.tsx', plain: true },
  riwayat_transaksi: { Content: preloadable(() => import('../orders/OrderHistory.tsx'), 'OrderHistory'), module: 'src/features/orders/OrderHistory.tsx', plain: true },
  voucher_saya: { Content: preloadable(() => import('../vouchers/MyVouchers.tsx'), 'MyVouchers'), module: 'src/features/vouchers/MyVouchers.tsx' },
  pengajuan: { Content: preloadable(() => import('../membership/MembershipTerms.tsx'), 'MembershipTerms'), module: 'src/features/membership/MembershipTerms.tsx' },
};

/** The tab a profile URL opens (`?tab=`), or every tab when no URL is given (the gateway's renderer draws them all). */
function tabsOf(search: string | undefined): ProfileTab[] {
  return search === undefined ? PROFILE_TABS.map((t) => t.value) : [parseProfileTab(new URLSearchParams(search).get('tab'))];
}

/** Loads the content of the tab this query string opens (every tab without one), before the first render draws it. */
export async function preloadProfileTabs(search?: string): Promise<void> {
  await Promise.all(tabsOf(search).map((tab) => PROFILE_TAB_CONTENT[tab].Content.preload()));
}

/** The source module of the tab this query string opens, for the drawn page's modulepreload links. */
export function profileTabModule(search: string): string {
  return PROFILE_TAB_CONTENT[tabsOf(search)[0]!].module;
}

/** Whether the tab this query string opens is drawn with plain elements only (`plain` above). */
export function profileTabIsPlain(search: string): boolean {
  return PROFILE_TAB_CONTENT[tabsOf(search)[0]!].plain === true;
}
