import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { CardList } from '../components/CardList.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { Container, CtaBand, Hero, HeroActions, Prose, SectionBlock } from '../components/ui.tsx';
import type { FrameworkFrontmatter } from '../content/schema.ts';
import { frameworkIntro } from '../generated/messages/framework-intro.ts';
import { frameworkLayout } from '../generated/messages/framework-layout.ts';
import { messagesIn, pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { frameworkIntroTitle, frameworkSections } from '../lib/sections.ts';

// Server-only parts: the browser bundle does not import them (see static-parts.ts).
const S = (
  import.meta.env.SSR || import.meta.env.DEV ? await import('../components/static-parts.ts') : null
) as typeof import('../components/static-parts.ts');

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = ['frameworkName'] as const satisfies ClientFields<FrameworkFrontmatter>;

/**
 * A framework page. Only the body's section is rendered in the browser; the hero, the cards, the
 * timeline and the questions are static parts (src/app/static-html.tsx).
 */
export default function FrameworkLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<FrameworkFrontmatter>) {
  const language = useLanguage();
  // The first section's heading, rendered in the browser: other languages' from their pack. The
  // other titles only static parts read (messagesIn there, so the browser bundle drops them).
  const intro = useMessages(frameworkIntro);
  return (
    <>
      <Static id={`${path}:top`}>{__RENDER_STATIC__ ? <Top fm={fm} /> : null}</Static>
      <Container className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 pt-6">
          <Static id={`${path}:toc`}>
            {__RENDER_STATIC__ ? (
              <S.OnThisPageDisclosure
                items={frameworkSections(fm, intro, messagesIn(frameworkLayout, language))}
              />
            ) : null}
          </Static>
          <SectionBlock id="what-is" title={frameworkIntroTitle(fm.frameworkName, intro)} bare>
            <Prose>{children}</Prose>
          </SectionBlock>
          <Static id={`${path}:rest`}>{__RENDER_STATIC__ ? <Rest fm={fm} /> : null}</Static>
        </div>
        <Static id={`${path}:aside`}>
          {__RENDER_STATIC__ ? (
            <S.OnThisPageAside
              items={frameworkSections(fm, intro, messagesIn(frameworkLayout, language))}
            />
          ) : null}
        </Static>
      </Container>
      <Static id={`${path}:end`}>{__RENDER_STATIC__ ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: FrameworkFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(frameworkLayout);
  return (
    <Hero
      eyebrow={fm.hero.eyebrow ?? t.eyebrow}
      heading={fm.hero.heading}
      intro={fm.hero.intro}
      art={<S.HeroArt kind="framework" />}
      note={<S.LastReviewed review={S.pageReviewOf(fm)} />}
    >
      <HeroActions
        links={[
          { label: t.assessment, href: pathIn(language, '/contact#assessment') },
          { label: t.requirements, href: '#key-requirements' },
        ]}
      />
    </Hero>
  );
}

function End({ fm }: { fm: FrameworkFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(frameworkLayout);
  return (
    <>
      <S.PageSources review={S.pageReviewOf(fm)} />
      <CtaBand
        title={t.ctaTitle({ name: fm.frameworkName })}
        text={t.ctaText}
        links={[
          { label: t.expert, href: pathIn(language, '/contact#assessment') },
          { label: t.services, href: pathIn(language, '/services') },
        ]}
      />
    </>
  );
}

/** The framework's dated events, on a line. */
function Timeline({ events }: { events: FrameworkFrontmatter['timelineEvents'] }) {
  return (
    <ol className="relative ml-3 border-l-2 border-brand-200">
      {events.map((t) => (
        <li key={`${t.date}${t.event}`} className="relative mb-6 pl-6 last:mb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[9px] top-1.5 h-4 w-4 rounded-full border-2 border-white bg-brand-600"
          />
          <p className="text-sm font-semibold text-brand-800">{t.date}</p>
          <p className="text-slate-700">{t.event}</p>
        </li>
      ))}
    </ol>
  );
}

function Rest({ fm }: { fm: FrameworkFrontmatter }) {
  const t = useMessages(frameworkLayout);
  const intro = useMessages(frameworkIntro);
  const sections = Object.fromEntries(frameworkSections(fm, intro, t).map((s) => [s.id, s.title]));
  return (
    <>
      {/* The text above can run long on a phone. */}
      <S.InlineCta n={2} phoneOnly />
      <SectionBlock
        id="key-requirements"
        title={sections['key-requirements'] ?? ''}
        tone="muted"
        bare
      >
        <CardList items={fm.requirements} numbered />
      </SectionBlock>
      <S.InlineCta n={0} />
      <SectionBlock id="challenges" title={sections.challenges ?? ''} bare>
        <CardList items={fm.challenges} />
      </SectionBlock>
      <S.InlineCta n={1} phoneOnly />
      <SectionBlock
        id="how-we-simplify"
        title={sections['how-we-simplify'] ?? ''}
        tone="muted"
        bare
      >
        <CardList items={fm.features} />
      </SectionBlock>
      <S.InlineCta n={2} />
      <SectionBlock id="timeline" title={sections.timeline ?? ''} bare>
        <Timeline events={fm.timelineEvents} />
      </SectionBlock>
      <S.InlineCta n={0} phoneOnly />
      {fm.caseStudy ? (
        <SectionBlock id="case-study" title={sections['case-study'] ?? ''} tone="muted" bare>
          <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <figcaption className="text-lg font-semibold text-slate-900">
              {fm.caseStudy.companyName}
            </figcaption>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {fm.caseStudy.challenge ? (
                <div>
                  <dt className="text-sm font-semibold text-slate-600">{t.challenge}</dt>
                  <dd className="mt-1 text-slate-800">{fm.caseStudy.challenge}</dd>
                </div>
              ) : null}
              {fm.caseStudy.solution ? (
                <div>
                  <dt className="text-sm font-semibold text-slate-600">{t.solution}</dt>
                  <dd className="mt-1 text-slate-800">{fm.caseStudy.solution}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t.outcome}</dt>
                <dd className="mt-1 text-slate-800">{fm.caseStudy.outcome}</dd>
              </div>
            </dl>
            {fm.caseStudy.description ? (
              <p className="mt-4 text-slate-700">{fm.caseStudy.description}</p>
            ) : null}
          </figure>
        </SectionBlock>
      ) : null}
      <S.InlineCta n={1} phoneOnly />
      <SectionBlock id="faq" title={sections.faq ?? ''} bare>
        <FaqAccordion items={fm.faqs} />
      </SectionBlock>
    </>
  );
}
