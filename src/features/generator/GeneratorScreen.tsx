import { useId, useState } from 'react';
import { ScrollStrip } from '../../components/ScrollStrip.tsx';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../../components/tabs.tsx';
import { Container, tabListClass, tabTriggerClass } from '../../components/ui.tsx';
import { GeneratedContent } from './GeneratedContent.tsx';
import { GeneratorForm, initialSettings, type Settings } from './GeneratorForm.tsx';
import { type ContentType, contentTypes } from './request.ts';
import { useGeneration } from './useGeneration.ts';

/**
 * The content generator for marketers. The Writesonic key lives in this component's state only:
 * it is sent to the provider and nowhere else, and is gone when the page is left.
 */
export default function GeneratorScreen() {
  const [contentType, setContentType] = useState<ContentType>('article');
  const [settings, setSettings] = useState<Settings>(initialSettings);
  const generation = useGeneration();
  const id = useId();
  const typeLabel = contentTypes.find((t) => t.id === contentType)?.label ?? contentType;

  // One form for every tab: switching tabs keeps what was typed.
  const workspace = (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <GeneratorForm
        id={id}
        settings={settings}
        onChange={(changes) => setSettings((current) => ({ ...current, ...changes }))}
        typeLabel={typeLabel}
        generating={generation.generating}
        onGenerate={() => generation.run({ contentType, ...settings })}
      />
      <GeneratedContent
        id={id}
        copies={generation.copies}
        shown={generation.shown}
        onShow={generation.setShown}
        onClear={generation.clear}
      />
    </div>
  );

  return (
    <Container className="py-12 sm:py-16">
      <Introduction />
      <TabsRoot
        value={contentType}
        onValueChange={(v) => setContentType(v as ContentType)}
        className="mt-8"
        // A tab tapped before the app starts is carried out once it runs (src/app/carry-over.ts).
        data-carry=""
      >
        <ScrollStrip>
          <TabList aria-label="Content type" className={tabListClass} data-scroller="">
            {contentTypes.map((t) => (
              <TabTrigger key={t.id} value={t.id} className={tabTriggerClass}>
                {t.label}
              </TabTrigger>
            ))}
          </TabList>
        </ScrollStrip>
        {contentTypes.map((t) => (
          <TabPanel
            key={t.id}
            value={t.id}
            className="focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t.id === contentType ? workspace : null}
          </TabPanel>
        ))}
      </TabsRoot>
    </Container>
  );
}

function Introduction() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        AI content generator
      </h1>
      <p className="mt-3 max-w-measure text-lg text-slate-700">
        Draft articles, blog sections, meta descriptions and SEO titles about compliance topics with
        Writesonic.
      </p>
      <p
        role="note"
        className="mt-4 max-w-measure rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        You need your own Writesonic API key. It is sent only to Writesonic with your request and is
        never stored: not in this browser, not on our servers.
      </p>
    </>
  );
}
