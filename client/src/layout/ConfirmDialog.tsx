import { lazy, Suspense } from 'react';
import { useIdle } from '../lib/use-idle.ts';
import { useSystemBuilt } from '../theme/system.ts';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';
import { OptionalPart } from '../components/OptionalPart.tsx';
import { ConfirmDialogPlain } from './ConfirmDialogPlain.tsx';

const ConfirmDialogView = lazy(() => import('./ConfirmDialogView.tsx').then((m) => ({ default: m.ConfirmDialogView })));

/**
 * The shop's yes/no dialog (logout, delete address, delete from cart, confirm receipt).
 *
 * Its code (Ark's dialog with its portal and dismissable layer, about 17 KB) is not part of a screen's
 * first load, which a phone fetches before the screen can paint (decision 050): it loads
 * once the page is idle, so a later tap opens it at once, or when it is opened before that. Before
 * then it draws nothing, as a closed dialog does, on the server too. Closed, it also waits for Chakra's
 * system, which a drawn page builds in steps once it is idle (main.tsx): drawn before, it would have it
 * built at once, in one long task.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const idle = useIdle();
  const systemReady = useSystemBuilt();
  if (!props.open && !(idle && systemReady)) return null;
  // Its code may not arrive (a first visit that lost its signal): the question is then asked in a plain dialog.
  return (
    <OptionalPart fallback={<ConfirmDialogPlain {...props} />}>
      <Suspense fallback={null}>
        <ConfirmDialogView {...props} />
      </Suspense>
    </OptionalPart>
  );
}
