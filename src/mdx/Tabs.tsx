import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { ScrollStrip } from '../components/ScrollStrip.tsx';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../components/tabs.tsx';
import { tabListClass, tabTriggerClass } from '../components/ui.tsx';
import { useLocation } from '../lib/router.tsx';
import type { TabProps } from './Tab.tsx';

/**
 * Tabs written in MDX as <Tabs label="…"><Tab id="overview" title="Overview">…</Tab>…</Tabs>.
 * Arrow keys move between tabs (Radix). Every panel is in the HTML, hidden until chosen, so the
 * page reads in full without JavaScript; `#id` in the address opens a tab, and choosing a tab
 * puts its `#id` in the address so that it can be shared.
 */
export default function Tabs({
  label,
  defaultTab,
  children,
}: {
  label: string;
  defaultTab?: string;
  children: ReactNode;
}) {
  const tabs = Children.toArray(children)
    .filter(
      (c): c is ReactElement<TabProps> =>
        isValidElement(c) && typeof (c.props as TabProps).id === 'string',
    )
    .map((c) => c.props);
  const first = defaultTab ?? tabs[0]?.id ?? '';
  const [value, setValue] = useState(first);
  const { hash } = useLocation();

  const ids = tabs.map((t) => t.id).join(' ');
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (ids.split(' ').includes(id)) {
      setValue(id);
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }
  }, [hash, ids]);

  const choose = (id: string) => {
    setValue(id);
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <TabsRoot value={value} onValueChange={choose} className="my-8">
      {tabs.map((t) => (
        <span key={t.id} id={t.id} className="block scroll-mt-24" aria-hidden="true" />
      ))}
      <ScrollStrip>
        <TabList aria-label={label} className={`not-prose ${tabListClass}`} data-scroller="">
          {tabs.map((t) => (
            <TabTrigger key={t.id} value={t.id} className={tabTriggerClass}>
              {t.title}
            </TabTrigger>
          ))}
        </TabList>
      </ScrollStrip>
      {tabs.map((t) => (
        <TabPanel
          key={t.id}
          value={t.id}
          keepMounted
          className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=inactive]:hidden"
        >
          <h2 className="sr-only">{t.title}</h2>
          {t.children}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
