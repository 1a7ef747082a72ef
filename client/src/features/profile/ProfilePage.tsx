import { Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, Center, Heading, Spinner, type SystemStyleObject } from '@chakra-ui/react';
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
 * The phone's strip opens with the open tab already centred, before any script (Chrome 133+), so the
 * app need not move the strip as it starts, under a finger about to tap another tab (useScrollStrip
 * leaves a strip's first place alone). A wide screen's menu does not scroll, and its nearest scroller
 * would be the page itself: none there. The cast: Chakra's CSS types do not know the property yet, and
 * Chakra writes a property it does not know as it is.
 */
const OPEN_TAB_IN_VIEW_FROM_THE_START = { scrollInitialTarget: { base: 'nearest', md: 'none' }, scrollSnapAlign: 'center' } as SystemStyleObject;

/**
 * /Profile?tab=...: the customer's account in six tabs. The tab lives in the query string so a
 * reload, the top navigation's links and a shared link all open the same tab.
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
    <TabsRoot
      value={tab}
      onValueChange={select}
      orientation={orientation}
      variant={orientation === 'vertical' ? 'subtle' : 'line'}
      colorPalette="brand"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }}
      gap={{ base: '4', md: '6' }}
      alignItems="start"
    >
      <Box
        ref={strip}
        as="nav"
        aria-label="Menu profil"
        bg={{ md: 'white' }}
        borderWidth={{ md: '1px' }}
        borderRadius={{ md: 'l3' }}
        p={{ md: '2' }}
        position={{ md: 'sticky' }}
        top={{ md: '24' }}
        // Phones: the menu scrolls sideways on its own, the page never does.
        overflowX={{ base: 'auto', md: 'visible' }}
        mx={{ base: '-3', md: '0' }}
        px={{ base: '3', md: '2' }}
        css={{ maskImage: { base: fade, md: 'none' } }}
      >
        <TabsList borderBottomWidth={{ base: '1px', md: '0' }} gap={{ md: '1' }} w={{ base: 'max-content', md: 'full' }} minW="full">
          {tabs.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              minH="11"
              px="3"
              justifyContent={{ md: 'flex-start' }}
              whiteSpace="nowrap"
              _selected={OPEN_TAB_IN_VIEW_FROM_THE_START}
              // The tab's chunk on the way while the finger is still down (or the keyboard's focus arrives).
              onPointerDown={() => preloadTab(t.value)}
              onFocus={() => preloadTab(t.value)}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Box>
      <Card.Root minW="0">
        <Card.Body p={{ base: '4', md: '6' }} gap="4">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} color="brand.800">
            {label}
          </Heading>
          {PROFILE_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} p="0" minW="0">
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
        </Card.Body>
      </Card.Root>
    </TabsRoot>
  );
}
