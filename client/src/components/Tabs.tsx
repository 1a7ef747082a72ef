import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { classes } from '../lib/classes.ts';

/**
 * The shop's tabs (the profile's menu, the driver's order lists): WAI-ARIA's tabs pattern on plain
 * elements, styled by tabs.css (Chakra's tabs recipe, decision 076) with the screen's own class for
 * the rest. First Ark's Tabs brought its tabs machine and Zag's runtime (about 10 KB) into the drawn
 * profile page's first load and ran it as the page hydrated (decision 051; docs/performance.md section
 * 25); then Chakra's recipe styled every tab at runtime as the page hydrated and on each tap.
 *
 * What Ark did, done here (automatic activation): a `tablist` of `tab` buttons, the selected one
 * `aria-selected` and the only one in the Tab order; the arrow keys along the list's orientation, Home
 * and End move to a tab and open it; each `tabpanel` named by its tab. Only the open tab's content is
 * drawn (Ark's `lazyMount` and `unmountOnExit`, as the shop used it).
 */

type Orientation = 'horizontal' | 'vertical';
type TabsState = { value: string; select: (value: string) => void; orientation: Orientation; id: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts belong inside <TabsRoot>');
  return tabs;
}

// The ids of a tab and its panel: a value may hold characters an id should not.
const triggerId = (id: string, value: string) => `${id}-tab-${encodeURIComponent(value)}`;
const contentId = (id: string, value: string) => `${id}-panel-${encodeURIComponent(value)}`;

type RootProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  orientation?: Orientation;
  variant?: 'line' | 'subtle' | 'enclosed';
  children: ReactNode;
};

export function TabsRoot({ value, onValueChange, orientation = 'horizontal', variant = 'line', className, children, ...rest }: RootProps) {
  const id = useId();
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext value={{ value, select, orientation, id }}>
      <div className={classes(`tabs tabs--${variant}`, className)} data-orientation={orientation} {...rest}>
        {children}
      </div>
    </TabsContext>
  );
}

const KEYS_FORWARD: Record<Orientation, string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const KEYS_BACK: Record<Orientation, string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

export function TabsList({ className, ...rest }: ComponentProps<'div'>) {
  const { select, orientation } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      event.key === KEYS_FORWARD[orientation] ? (at + 1) % tabs.length
      : event.key === KEYS_BACK[orientation] ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    tabs[to]!.focus();
    select(tabs[to]!.dataset.value!);
  };
  return <div role="tablist" aria-orientation={orientation} data-orientation={orientation} onKeyDown={onKeyDown} className={classes('tabs__list', className)} {...rest} />;
}

export function TabsTrigger({ value, onClick, className, ...rest }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      className={classes('tabs__trigger', className)}
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.id, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-orientation={tabs.orientation}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      {...rest}
    />
  );
}

export function TabsContent({ value, className, ...rest }: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      tabIndex={0}
      data-orientation={tabs.orientation}
      className={classes('tabs__content', className)}
      {...rest}
    />
  );
}
