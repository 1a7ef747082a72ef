import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { buildFileToAsk, codeNotFetched, entryScript, reloadIfUpdated } from '../lib/new-build.ts';
import { useBuildFileCheck } from '../lib/use-build-file-check.ts';

/**
 * A screen that could not be shown: why, in the customer's words, and 'Coba lagi', which loads the page again.
 * When its code is gone because the shop was updated since the page was loaded, the page is loaded again at
 * once (lib/new-build.ts); gone still after that, it is an error of the shop's, not of the signal. Until the
 * gateway has said which, nothing is said (no talk of a signal that is fine).
 */
function ScreenFailed({ error }: { error: unknown }) {
  // The screen's code did not arrive: the phone lost its signal between two screens, before the service worker
  // had kept the scripts, or the shop was updated since the page was loaded.
  const notFetched = codeNotFetched(error);
  const file = buildFileToAsk(error, entryScript());
  const found = useBuildFileCheck(file, reloadIfUpdated);
  if (file !== undefined && (found === undefined || found === 'reloading')) return null;
  const signal = notFetched && (file === undefined || found === 'signal');
  return (
    <Stack gap="4" data-testid="screen-failed">
      <Heading as="h1" size="lg" color="brand.800">
        {signal ? 'Halaman belum dapat dimuat' : 'Terjadi kesalahan'}
      </Heading>
      <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Title flex="1" minW="40">
          {signal ? 'Periksa sinyal internet Anda, lalu coba lagi.' : 'Halaman ini tidak dapat ditampilkan. Silakan muat ulang halaman.'}
        </Alert.Title>
        {/* A full load: the browser keeps a screen's code that failed to arrive as failed until the page is loaded again. */}
        <Button size="sm" variant="outline" colorPalette="red" minH="11" onClick={() => window.location.reload()}>
          Coba lagi
        </Button>
      </Alert.Root>
    </Stack>
  );
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/** React's error boundary (a class component is the only kind), cleared when the customer goes to another path. */
class Boundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <ScreenFailed error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around the screen of a frame (below its navigation): a screen whose code did not arrive, or that
 * threw while rendering, says so inside the frame and offers 'Coba lagi'. Without it React removed
 * the whole app and a phone that lost its signal on the way to a screen showed a white page.
 */
export function ScreenLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
