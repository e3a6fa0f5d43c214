import { useId, useState } from 'react';
import { ScrollStrip } from '../../components/ScrollStrip.tsx';
import { TabList, TabPanel, TabsRoot, TabTrigger } from '../../components/tabs.tsx';
import { Container, tabListClass, tabTriggerClass } from '../../components/ui.tsx';
import { generator } from '../../generated/messages/generator.ts';
import { useMessages } from '../../lib/language.ts';
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
  const t = useMessages(generator);
  const chosen = contentTypes.find((type) => type.id === contentType);
  const typeLabel = chosen ? t[chosen.label] : contentType;

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
          <TabList aria-label={t.contentType} className={tabListClass} data-scroller="">
            {contentTypes.map((type) => (
              <TabTrigger key={type.id} value={type.id} className={tabTriggerClass}>
                {t[type.label]}
              </TabTrigger>
            ))}
          </TabList>
        </ScrollStrip>
        {contentTypes.map((type) => (
          <TabPanel
            key={type.id}
            value={type.id}
            className="focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {type.id === contentType ? workspace : null}
          </TabPanel>
        ))}
      </TabsRoot>
    </Container>
  );
}

function Introduction() {
  const t = useMessages(generator);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.heading}</h1>
      <p className="mt-3 max-w-measure text-lg text-slate-700">{t.intro}</p>
      <p
        role="note"
        className="mt-4 max-w-measure rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        {t.keyNote}
      </p>
    </>
  );
}
