import { useState } from 'react';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../components/tabs.tsx';
import { infographics } from '../generated/data/infographics.ts';
import { infographics as infographicsMessages } from '../generated/messages/infographics.ts';
import { type InfographicTab, infographicPdf, infographicTabs } from '../lib/downloads.ts';
import { originalMark, useLanguage, useMessages } from '../lib/language.ts';

const panel =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm data-[state=inactive]:hidden';

function Download({ tab }: { tab: InfographicTab }) {
  const language = useLanguage();
  const t = useMessages(infographicsMessages);
  const download = infographicTabs.find((entry) => entry.id === tab)?.download;
  return (
    <a
      href={infographicPdf(tab)}
      download
      hrefLang={originalMark(language)}
      className="mt-6 inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {download && t[download]}
    </a>
  );
}

function Numbered({ items }: { items: { title: string; description: string }[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-5">
      {items.map((s, i) => (
        <li key={s.title} className="rounded-xl bg-brand-50 p-4">
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {i + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{s.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The /resources infographic switcher; each tab's PDF is built from the same data file. */
export default function Infographics() {
  const [tab, setTab] = useState<string>(infographicTabs[0].id);
  const t = useMessages(infographicsMessages);
  return (
    <TabsRoot value={tab} onValueChange={setTab} className="not-prose my-8">
      <TabList aria-label={t.tabs} className="flex flex-wrap gap-2">
        {infographicTabs.map((entry) => (
          <TabTrigger
            key={entry.id}
            value={entry.id}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {t[entry.label]}
          </TabTrigger>
        ))}
      </TabList>
      <div className="mt-6">
        <TabPanel value="compliance-journey" keepMounted className={panel}>
          <h3 className="sr-only">{t.journey}</h3>
          <Numbered items={infographics.journey} />
          <Download tab="compliance-journey" />
        </TabPanel>
        <TabPanel value="framework-coverage" keepMounted className={panel}>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="coverage">
            {infographics.coverage.map((c) => (
              <li key={c.name}>
                <div className="flex justify-between text-sm">
                  <span className="font-semibold text-slate-900">
                    {c.name} <span className="font-normal text-slate-600">· {c.category}</span>
                  </span>
                  <span className="font-semibold text-brand-800">{c.coverage}%</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-brand-600"
                    style={{ width: `${c.coverage}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Download tab="framework-coverage" />
        </TabPanel>
        <TabPanel value="automation-benefits" keepMounted className={panel}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {infographics.automation.map((a) => (
              <div key={a.metric} className="rounded-xl bg-brand-50 p-4">
                <dt className="text-sm font-semibold text-slate-700">{a.metric}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-800">{a.value}</dd>
                <dd className="mt-1 text-sm text-slate-700">{a.description}</dd>
              </div>
            ))}
          </dl>
          <Download tab="automation-benefits" />
        </TabPanel>
        <TabPanel value="risk-assessment" keepMounted className={panel}>
          <h3 className="sr-only">{t.risk}</h3>
          <Numbered items={infographics.risk} />
          <Download tab="risk-assessment" />
        </TabPanel>
      </div>
    </TabsRoot>
  );
}
