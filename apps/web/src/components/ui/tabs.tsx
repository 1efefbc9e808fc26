import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { oneOf } from '@/lib/one-of';
import { useTabSelection } from '@/lib/use-tab-selection';

export const Tabs = TabsPrimitive.Root;

/** The ids `AddressTabs` gives its triggers and panels (its panels are not Radix's). */
const AddressTabIds = createContext<string | null>(null);
const triggerId = (base: string, value: string): string => `${base}-tab-${value}`;
const panelId = (base: string, value: string): string => `${base}-panel-${value}`;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const address = useContext(AddressTabIds);
  return (
    <TabsPrimitive.Trigger
      {...(address
        ? { id: triggerId(address, props.value), 'aria-controls': panelId(address, props.value) }
        : {})}
      className={cn(
        'inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-5 outline-none', className)} {...props} />;
}

/** The tab the address names, for the panels of `AddressTabs`. */
const ShownTab = createContext<{ base: string; shown: string } | null>(null);

/**
 * Tabs whose choice is kept in the address (`value` is the address's tab, `onValueChange` writes
 * it) and that answer a press within the frame. Only the triggers (`list`) change at once: the
 * pressed tab's state lives in a small Radix root around them, so a press re-renders the list and
 * nothing else (React walks a changed context's whole subtree, the open tab's list of cards
 * included, to find who reads it). The panels (`TabsPanel`) follow the address, which is written
 * after the paint, in a transition (`useTabSelection`). Switching Communities → Discover answered in
 * 240–680 ms on the bench's phone profile while the press's own task re-rendered the page and
 * mounted the new list (issue 32, bench/README.md).
 */
export function AddressTabs<T extends string>({
  tabs,
  value,
  onValueChange,
  list,
  className,
  children,
}: {
  /** The tabs, as the triggers' values. */
  tabs: readonly T[];
  value: T;
  onValueChange: (tab: T) => void;
  /** The `TabsList` with its `TabsTrigger`s. */
  list: ReactNode;
  className?: string;
  /** The `TabsPanel`s. */
  children: ReactNode;
}) {
  const base = useId();
  return (
    <div className={className}>
      <AddressTabList base={base} tabs={tabs} value={value} onValueChange={onValueChange}>
        {list}
      </AddressTabList>
      <ShownTab.Provider value={{ base, shown: value }}>{children}</ShownTab.Provider>
    </div>
  );
}

function AddressTabList<T extends string>({
  base,
  tabs,
  value,
  onValueChange,
  children,
}: {
  base: string;
  tabs: readonly T[];
  value: T;
  onValueChange: (tab: T) => void;
  children: ReactNode;
}) {
  const { selected, select } = useTabSelection(value, onValueChange);
  return (
    <AddressTabIds.Provider value={base}>
      <TabsPrimitive.Root
        value={selected}
        onValueChange={(next) => {
          const tab = oneOf(tabs, next);
          if (tab) select(tab);
        }}
      >
        {children}
      </TabsPrimitive.Root>
    </AddressTabIds.Provider>
  );
}

/**
 * A panel of `AddressTabs`: rendered while the address names its tab. `flush` leaves out the space
 * above it, for a panel that sits against its list (the Messages boxes).
 */
export function TabsPanel({
  value,
  flush = false,
  className,
  children,
}: {
  value: string;
  flush?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useContext(ShownTab);
  if (!tabs) throw new Error('TabsPanel belongs inside AddressTabs');
  const shown = tabs.shown === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={triggerId(tabs.base, value)}
      data-state={shown ? 'active' : 'inactive'}
      hidden={!shown}
      tabIndex={0}
      className={cn(!flush && 'mt-5', 'outline-none', className)}
    >
      {shown ? children : null}
    </div>
  );
}
