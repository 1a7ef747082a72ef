import { Suspense, useRef, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Center, Spinner } from '@chakra-ui/react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs.tsx';
import { useScrollStrip } from '../../lib/use-scroll-strip.ts';
import { LogoutEverywhere } from './LogoutEverywhere.tsx';
import { PROFILE_TABS, canApplyForSahabat, parseProfileTab, type ProfileTab } from './profile-tabs.ts';
import { PROFILE_TAB_CONTENT } from './profile-tab-content.ts';
import { useCustomerDetail } from '../../lib/api/customer.ts';
import { useMenuOrientation } from './use-menu-orientation.ts';

/**
 * A tab's content, from its own chunk (profile-tab-content.ts). The open tab's is loaded before the
 * page's first render; another tab's is asked for as a finger touches its name, and until it is here
 * (a few milliseconds from the service worker) the tab shows a spinner, the menu and the heading stay.
 */
function TabContent({ tab }: { tab: ProfileTab }) {
  const { Content } = PROFILE_TAB_CONTENT[tab];
  return (
    <Suspense
      fallback={
        <Center minH="40">
          <Spinner color="brand.solid" aria-label="Memuat" />
        </Center>
      }
    >
      <Content />
      {tab === 'data_diri' && <LogoutEverywhere />}
    </Suspense>
  );
}

/** Starts loading a tab's chunk; a failure shows when the tab is opened (ScreenLoadBoundary). */
const preloadTab = (tab: ProfileTab) => void PROFILE_TAB_CONTENT[tab].Content.preload().catch(() => {});

/**
 * /Profile?tab=...: the customer's account in six tabs. The tab lives in the query string so a
 * reload, the top navigation's links and a shared link all open the same tab. Its menu and card are
 * plain elements with profile-page.css's rules, which main.tsx imports (decision 076).
 */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const tab = parseProfileTab(params.get('tab'));
  const detail = useCustomerDetail();
  // Until the tier is known the menu item stays hidden, so it never flashes for a sahabat.
  const mayApply = detail.isError || (detail.data !== undefined && canApplyForSahabat(detail.data.status_customer));
  const tabs = PROFILE_TABS.filter((t) => t.value !== 'pengajuan' || mayApply);
  const orientation = useMenuOrientation();
  const label = PROFILE_TABS.find((t) => t.value === tab)!.label;

  const select = (value: string) => setParams({ tab: value }, { replace: true });
  // On a phone the six tabs scroll sideways: the open one is brought into view, and a fade says more are there.
  const strip = useRef<HTMLDivElement>(null);
  const { moreBefore, moreAfter } = useScrollStrip(strip, tab);
  const fade = `linear-gradient(to right, ${moreBefore ? 'transparent, #000 2rem' : '#000'}, ${moreAfter ? '#000 calc(100% - 2rem), transparent' : '#000'})`;

  return (
    <TabsRoot value={tab} onValueChange={select} orientation={orientation} variant={orientation === 'vertical' ? 'subtle' : 'line'} className="palette-brand profile-page">
      <nav ref={strip} aria-label="Menu profil" className="profile-menu" style={{ '--menu-fade': fade } as CSSProperties}>
        <TabsList className="profile-menu__list">
          {tabs.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="profile-menu__tab"
              // The tab's chunk on the way while the finger is still down (or the keyboard's focus arrives).
              onPointerDown={() => preloadTab(t.value)}
              onFocus={() => preloadTab(t.value)}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </nav>
      <div className="card">
        <div className="card__body profile-card__body">
          <h1 className="heading heading--lg profile-card__title">{label}</h1>
          {PROFILE_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="profile-card__tab">
              {t.value === 'pengajuan' && !mayApply && detail.data ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>Anda sudah terdaftar sebagai Sahabat.</Alert.Title>
                </Alert.Root>
              ) : (
                <TabContent tab={t.value} />
              )}
            </TabsContent>
          ))}
        </div>
      </div>
    </TabsRoot>
  );
}
