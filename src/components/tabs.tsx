/**
 * Tabs: Radix Tabs' root, list and triggers (roving focus, arrow keys, Home and End, activation
 * on focus), with tab panels of our own. Radix's `Tabs.Content` wraps every panel in a `Presence`
 * (for exit animations, which the site does not use): its ref sets state while React commits, so
 * each commit that mounts panels is followed at once by a second, synchronous render, and it
 * reads each panel's computed style, forcing the browser to style the page in the same task.
 * On a slow phone that made the start of /auth and an island with tabs going live long tasks.
 * The panels here carry the same roles, ids and states, linked to their triggers.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';

interface TabsState {
  ids: string;
  value: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel must be inside <TabsRoot>');
  return tabs;
}

const triggerId = (ids: string, value: string) => `${ids}-tab-${value}`;
const panelId = (ids: string, value: string) => `${ids}-panel-${value}`;

/** Radix's `Tabs.Root`, controlled: `value` is the tab shown. */
export function TabsRoot({
  value,
  ...props
}: Omit<RadixTabs.TabsProps, 'value' | 'defaultValue'> & { value: string }) {
  const ids = useId();
  const tabs = useMemo(() => ({ ids, value }), [ids, value]);
  return (
    <TabsContext.Provider value={tabs}>
      <RadixTabs.Root value={value} {...props} />
    </TabsContext.Provider>
  );
}

export const TabList = RadixTabs.List;

/** Radix's `Tabs.Trigger`, with the ids that link it to its panel. */
export function TabTrigger(props: RadixTabs.TabsTriggerProps) {
  const { ids } = useTabs();
  return (
    <RadixTabs.Trigger
      id={triggerId(ids, props.value)}
      aria-controls={panelId(ids, props.value)}
      {...props}
    />
  );
}

/**
 * The panel of the tab `value`. Only the selected one is rendered, unless `keepMounted`: then
 * every panel is (in the HTML too), and `data-state="inactive"` marks the hidden ones for CSS.
 */
export function TabPanel({
  value,
  keepMounted = false,
  className,
  children,
}: {
  value: string;
  keepMounted?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { ids, value: selected } = useTabs();
  const active = value === selected;
  if (!active && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(ids, value)}
      aria-labelledby={triggerId(ids, value)}
      data-state={active ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA Tabs pattern), so keyboard users reach its content from the tab list
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
