import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { CardList } from '../components/CardList.tsx';
import { Container, CtaBand, Hero, HeroActions, Prose, SectionBlock } from '../components/ui.tsx';
import type { IndustryFrontmatter } from '../content/schema.ts';
// Only the static parts read these words, so the browser bundle drops them with the parts.
import { industryLayout } from '../generated/messages/industry-layout.ts';
import { industrySections } from '../generated/messages/industry-sections.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';
import { industrySectionsWith } from '../lib/sections.ts';

// Server-only parts: the browser bundle does not import them (see static-parts.ts).
const S = (
  import.meta.env.SSR || import.meta.env.DEV ? await import('../components/static-parts.ts') : null
) as typeof import('../components/static-parts.ts');

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = [] as const satisfies ClientFields<IndustryFrontmatter>;

/** An industry page: the body's section renders in the browser, the rest is static HTML. */
export default function IndustryLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<IndustryFrontmatter>) {
  const title = useMessages(industrySections);
  return (
    <>
      <Static id={`${path}:top`}>{__RENDER_STATIC__ ? <Top fm={fm} /> : null}</Static>
      <Container className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 pt-6">
          <Static id={`${path}:toc`}>
            {__RENDER_STATIC__ ? (
              <S.OnThisPageDisclosure items={industrySectionsWith(title)} />
            ) : null}
          </Static>
          <SectionBlock id="overview" title={title.overview} bare>
            <Prose>{children}</Prose>
          </SectionBlock>
          <Static id={`${path}:rest`}>
            {__RENDER_STATIC__ ? <Rest fm={fm} path={path} /> : null}
          </Static>
        </div>
        <Static id={`${path}:aside`}>
          {__RENDER_STATIC__ ? <S.OnThisPageAside items={industrySectionsWith(title)} /> : null}
        </Static>
      </Container>
      <Static id={`${path}:end`}>{__RENDER_STATIC__ ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: IndustryFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(industryLayout);
  return (
    <Hero
      eyebrow={fm.hero.eyebrow ?? t.eyebrow(fm)}
      heading={fm.hero.heading}
      intro={fm.hero.intro}
      art={<S.HeroArt kind="industry" />}
      note={<S.LastReviewed review={S.pageReviewOf(fm)} />}
    >
      <HeroActions
        links={[
          { label: t.assessment, href: pathIn(language, '/contact#assessment') },
          { label: t.howWeHelp, href: '#features' },
        ]}
      />
    </Hero>
  );
}

function Rest({ fm, path }: { fm: IndustryFrontmatter; path: string }) {
  const t = useMessages(industryLayout);
  const title = useMessages(industrySections);
  const cs = fm.caseStudy;
  const slug = path.split('/').pop() ?? '';
  const stories = S.testimonials.filter((story) => story.pages.includes(`industry:${slug}`));
  return (
    <>
      {/* The text above can run long on a phone. */}
      <S.InlineCta n={2} phoneOnly />
      <SectionBlock id="challenges" title={title.challenges} tone="muted" bare>
        <CardList items={fm.challenges} />
      </SectionBlock>
      <S.InlineCta n={0} />
      <SectionBlock id="requirements" title={title.requirements} bare>
        <CardList items={fm.requirements} numbered />
      </SectionBlock>
      <S.InlineCta n={2} phoneOnly />
      <SectionBlock id="features" title={title.features} tone="muted" bare>
        <CardList items={fm.features} />
      </SectionBlock>
      <S.InlineCta n={1} />
      <SectionBlock id="case-study" title={title.caseStudy} bare>
        <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <figcaption className="text-lg font-semibold text-slate-900">{cs.companyName}</figcaption>
          <dl className="mt-4 grid gap-4 md:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t.challenge}</dt>
              <dd className="mt-1 text-slate-800">{cs.challenge}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t.solution}</dt>
              <dd className="mt-1 text-slate-800">{cs.solution}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t.result}</dt>
              <dd className="mt-1 text-slate-800">{cs.result}</dd>
            </div>
          </dl>
        </figure>
        {stories.length > 0 ? (
          <div className="mt-8">
            <S.Testimonials items={stories} />
          </div>
        ) : null}
      </SectionBlock>
    </>
  );
}

function End({ fm }: { fm: IndustryFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(industryLayout);
  const contact = pathIn(language, '/contact#assessment');
  return (
    <>
      <S.PageSources review={S.pageReviewOf(fm)} />
      <CtaBand
        title={t.ctaTitle({ industry: fm.industryInSentence ?? fm.industry })}
        text={t.ctaText}
        links={[
          { label: t.expert, href: contact },
          { label: t.demo, href: contact },
        ]}
      />
    </>
  );
}
