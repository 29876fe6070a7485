import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/web/lib/cn';

/*
 * Tabs as the WAI-ARIA pattern has them (automatic activation): one tab stop, the arrow keys, Home
 * and End move between tabs and show each, only the chosen panel is rendered. Our own, not Radix's:
 * this is all our screens use, and Radix's roving focus and collection cost about 5 KiB gzipped on
 * every tabbed tool page's first load (README, Performance).
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  /** Prefix of the tabs' and panels' ids, so each names the other. */
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab must sit inside <Tabs>');
  return state;
}

const idOf = (base: string, part: 'tab' | 'panel', value: string) => `${base}-${part}-${value}`;

interface TabsProps extends ComponentProps<'div'> {
  /** The tab shown first. */
  defaultValue?: string;
}

/** Tabs whose chosen tab the component keeps; starts on `defaultValue`. */
export function Tabs({ defaultValue = '', ...props }: TabsProps) {
  const [value, select] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, select, id }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** The keys that move between tabs: the next tab, with the list's own order and wrapping round. */
function nextTab(event: KeyboardEvent<HTMLDivElement>): HTMLButtonElement | undefined {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return undefined;
  const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
  const to = moves[event.key];
  return to === undefined ? undefined : tabs[(to + tabs.length) % tabs.length];
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('flex flex-wrap gap-1 rounded-lg bg-base-100 p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tab = nextTab(event);
        if (!tab) return;
        event.preventDefault();
        tab.focus();
        tab.click();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.id, 'panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-base-600 transition-colors hover:text-base-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 data-[state=active]:bg-white data-[state=active]:text-base-900 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={() => tabs.select(value)}
      {...props}
    />
  );
}

export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'panel', value)}
      aria-labelledby={idOf(tabs.id, 'tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500', className)}
      {...props}
    />
  );
}
