import { createContext, Fragment, useContext, useDeferredValue, useEffect, useEffectEvent, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button, CloseButton, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
// Chakra's dialog recipe, which the picker's parts are styled with (registered by that module).
import '../theme/with-recipe/dialog.ts';
import { useIdle } from '../lib/use-idle.ts';
import { useShownUnderTheFinger } from '../lib/double-tap-guard.ts';
import { useBackClosesDialog } from '../lib/back-closes-dialog.ts';

type Props = {
  open: boolean;
  /** Closing without choosing (Batal, the cross, Escape, a tap outside) hands back nothing. */
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The picker's header, body and footer: a component that holds the draft choice. */
  children: ReactNode;
};

/**
 * The frame of the checkout's pickers (address, branch, payment method, voucher).
 *
 * A modal dialog of its own, styled by Chakra's dialog recipe, not Ark's Dialog (decision 049): Ark's
 * machines ran three animation-frame callbacks after the picker was in the page, each forcing a style
 * pass before its first paint, about a third of a tap on a phone slowed 4x (docs/performance.md
 * section 23). What Ark did, done here: the picker takes the focus and keeps it (Tab wraps), Escape and
 * a tap beside it close it (so does a phone's Back: useBackClosesDialog), the focus goes back to what
 * opened it, the page is hidden from screen readers (usePageHiddenBehind) and held still (usePageHeldStill).
 *
 * The picker is drawn before it is opened, hidden (not shown, not in the accessibility tree): once the
 * browser is idle, and again after each closing, in the background. Opening it only shows it; React
 * has nothing to draw on the tap. Drawn anew after each closing, each opening starts from a fresh draft
 * (no effect resets the choice when `open` turns true: react-hooks set-state-in-effect, decision 030);
 * a draft starts from what the checkout has chosen at the time it is shown, not when it was drawn.
 */
export function PickerDialog({ open, onClose, size = 'md', children }: Props) {
  // Drawn once the browser is idle (or at the first opening, if that comes first), hidden until opened.
  const idle = useDeferredValue(useIdle());
  const [drawn, setDrawn] = useState(open);
  if ((open || idle) && !drawn) setDrawn(true);
  // Each closing draws a fresh picker for the next opening (a new draft), in the background: the
  // closing itself only hides the picker. Opened before that is done, it is drawn fresh at once.
  const [closings, setClosings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setClosings(closings + 1);
  }
  const drawnFor = useDeferredValue(closings);
  usePageHeldStill(open);
  usePageHiddenBehind(open);
  // The rest of the double tap that opened it is not for its buttons, nor the rest of the one that closed it for the page's.
  useShownUnderTheFinger(open);
  // A phone's Back closes it and stays on the page, as 'Batal' does.
  useBackClosesDialog(open ? onClose : undefined);
  if (!drawn) return null;
  return createPortal(
    <PickerFrame size={size} onClose={open ? onClose : undefined}>
      <Fragment key={open ? closings : drawnFor}>{children}</Fragment>
    </PickerFrame>,
    document.body,
  );
}

const { withRootProvider, withContext } = createSlotRecipeContext({ key: 'dialog' });
type Variants = { size: NonNullable<Props['size']>; placement: 'center'; scrollBehavior: 'inside'; children: ReactNode };
/** The recipe's styles for the picker's size, handed to its parts below. */
const Styled = withRootProvider<Variants>(({ children }: { children: ReactNode }) => children);
const Backdrop = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'backdrop');
const Positioner = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'positioner');
const Content = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');
const CloseTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'closeTrigger');
const Header = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'header');
const Title = withContext<HTMLHeadingElement, HTMLChakraProps<'h2'>>('h2', 'title');
const Body = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'body');
const Footer = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'footer');

/** The picker's title's id, for the dialog's name (aria-labelledby). */
const TitleId = createContext('');
/** Whether the picker is open: drawn ahead, or still drawn for a moment after its closing, it is hidden. */
const Shown = createContext(false);

/**
 * For a picker's later step: while the picker is open on it, a phone's Back calls `stepBack` (what its
 * 'Kembali' does) rather than closing the picker. Taken on the step, after the picker's own opening, it is
 * the Back the picker hears first.
 */
export function useBackStepsBack(stepBack: (() => void) | undefined): void {
  useBackClosesDialog(useContext(Shown) ? stepBack : undefined);
}

/** The picker's heading: its name for a screen reader and for `getByRole('dialog', { name })`. */
export function PickerHeader({ children }: { children: ReactNode }) {
  return (
    <Header>
      <Title id={useContext(TitleId)}>{children}</Title>
    </Header>
  );
}

export const PickerBody = Body;

/** `onClose` undefined: closed, drawn but hidden (not shown, not in the accessibility tree), nothing listened to. */
function PickerFrame({ size, onClose, children }: { size: NonNullable<Props['size']>; onClose?: () => void; children: ReactNode }) {
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  const outside = useOutsideTap(onClose);
  useFocusKept(content, onClose);
  const state = onClose ? 'open' : 'closed';
  // Chakra's recipe gives the positioner `display: flex`, which the `hidden` attribute alone does not undo.
  const hidden = onClose ? undefined : { display: 'none' };
  return (
    <Styled size={size} placement="center" scrollBehavior="inside">
      <TitleId value={titleId}>
        <Shown value={onClose !== undefined}>
          <Backdrop data-state={state} hidden={!onClose} style={hidden} />
          <Positioner px="3" {...outside} hidden={!onClose} style={hidden}>
            {/* Named only while open: hidden, it is no dialog of the page, and no label of anything (getByLabel). */}
            <Content ref={content} role="dialog" aria-modal aria-labelledby={onClose ? titleId : undefined} tabIndex={-1} data-state={state}>
              {children}
              <CloseTrigger asChild onClick={onClose}>
                <CloseButton size="sm" aria-label="Tutup" />
              </CloseTrigger>
            </Content>
          </Positioner>
        </Shown>
      </TitleId>
    </Styled>
  );
}

/** What can take the focus inside the picker, in the order Tab visits it. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/** Tab from the picker's last element goes back to its first, Shift+Tab the other way. */
function tabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const all = focusables(dialog);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return event.preventDefault();
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === dialog || !dialog.contains(at))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !dialog.contains(at))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The focus goes into the picker as it opens (the dialog itself: a screen reader reads its name, and
 * Tab goes on to its first choice), stays in it (Tab wraps; anything that takes the focus outside gives
 * it back) and goes back to what opened it as it closes. Escape closes it, wherever the focus is (a
 * button that was pressed and then disabled has left it on the page's body).
 */
function useFocusKept(content: RefObject<HTMLDivElement | null>, onClose: (() => void) | undefined): void {
  const active = onClose !== undefined;
  const close = useEffectEvent(() => onClose?.());
  useEffect(() => {
    const dialog = content.current;
    if (!active || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus({ preventScroll: true });
    const keepInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus({ preventScroll: true });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabInside(event, dialog);
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('focusin', keepInside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('focusin', keepInside);
      document.removeEventListener('keydown', onKey);
      opener?.focus({ preventScroll: true });
    };
  }, [content, active]);
}

/**
 * A tap beside the picker (on the positioner, which covers the screen and so catches it: it reaches
 * nothing under it) closes it. Only a tap that starts there after the picker's first frame: the
 * second tap of a double tap that opened it does not close it again.
 */
function useOutsideTap(onClose: (() => void) | undefined) {
  const ready = useRef(false);
  const downBeside = useRef(false);
  const open = onClose !== undefined;
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => (ready.current = true));
    return () => {
      cancelAnimationFrame(frame);
      ready.current = false;
    };
  }, [open]);
  return {
    onPointerDown: (event: MouseEvent) => {
      downBeside.current = ready.current && event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (onClose && downBeside.current && event.target === event.currentTarget) onClose();
      downBeside.current = false;
    },
  };
}

/**
 * The page behind an open picker does not scroll: its root's overflow is hidden while the picker is
 * open (the scrollbar's room stays: global.css). Not Ark's own lock (`preventScroll`), which also sets
 * `--scrollbar-width` on the page root: a custom property is inherited by every element, so each
 * opening restyled the whole page (docs/performance.md section 12). Overflow is not inherited: the
 * root alone is restyled.
 */
function usePageHeldStill(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement.style;
    const before = root.overflow;
    root.overflow = 'hidden';
    return () => {
      root.overflow = before;
    };
  }, [open]);
}

/**
 * While a picker is open the page behind it is hidden from screen readers (TalkBack reads the picker
 * alone), as a modal dialog hides it: `aria-hidden` on the app's root, outside which the picker is
 * drawn (a portal into the body). No style of the shop or of Chakra depends on that attribute, so
 * nothing is restyled. Set after the picker's own effects (it is their parent), which have moved the
 * focus into it.
 */
function usePageHiddenBehind(open: boolean): void {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!open || !app) return;
    app.setAttribute('aria-hidden', 'true');
    return () => app.removeAttribute('aria-hidden');
  }, [open]);
}

type FooterProps = {
  onCancel: () => void;
  /** The left button's word: 'Batal' unless it steps back ('Kembali'). */
  cancelLabel?: string;
  onChoose: () => void;
  /** The main button's word: 'Pilih' unless the picker applies something else. */
  chooseLabel?: string;
  disabled?: boolean;
};

/** A picker's two buttons: the left one hands back nothing (or steps back), the main one hands back the draft. */
export function PickerFooter({ onCancel, cancelLabel = 'Batal', onChoose, chooseLabel = 'Pilih', disabled }: FooterProps) {
  return (
    <Footer>
      <Button variant="outline" minH="11" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button colorPalette="brand" minH="11" onClick={onChoose} disabled={disabled}>
        {chooseLabel}
      </Button>
    </Footer>
  );
}
