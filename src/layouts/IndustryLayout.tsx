import type { LayoutProps } from '../app/route-types.ts';
import { renderStatic, Static } from '../app/static-html.tsx';
import { CardList } from '../components/CardList.tsx';
import { CtaBand, Hero, Prose, SectionBlock } from '../components/ui.tsx';
import type { IndustryFrontmatter } from '../content/schema.ts';
import { industrySections } from '../lib/sections.ts';

const title = Object.fromEntries(industrySections.map((s) => [s.id, s.title])) as Record<
  (typeof industrySections)[number]['id'],
  string
>;

/** An industry page: the body's section renders in the browser, the rest is static HTML. */
export default function IndustryLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<IndustryFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>{renderStatic ? <Top fm={fm} /> : null}</Static>
      <SectionBlock id="overview" title={title.overview}>
        <Prose>{children}</Prose>
      </SectionBlock>
      <Static id={`${path}:rest`}>{renderStatic ? <Rest fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: IndustryFrontmatter }) {
  return (
    <Hero
      eyebrow={fm.hero.eyebrow ?? `${fm.industry} compliance`}
      heading={fm.hero.heading}
      intro={fm.hero.intro}
    />
  );
}

function Rest({ fm }: { fm: IndustryFrontmatter }) {
  const cs = fm.caseStudy;
  return (
    <>
      <SectionBlock id="challenges" title={title.challenges} tone="muted">
        <CardList items={fm.challenges} />
      </SectionBlock>
      <SectionBlock id="requirements" title={title.requirements}>
        <CardList items={fm.requirements} numbered />
      </SectionBlock>
      <SectionBlock id="features" title={title.features} tone="muted">
        <CardList items={fm.features} columns={3} />
      </SectionBlock>
      <SectionBlock id="case-study" title={title['case-study']}>
        <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <figcaption className="text-lg font-semibold text-slate-900">{cs.companyName}</figcaption>
          <dl className="mt-4 grid gap-4 md:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Challenge</dt>
              <dd className="mt-1 text-slate-800">{cs.challenge}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">What we did</dt>
              <dd className="mt-1 text-slate-800">{cs.solution}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Result</dt>
              <dd className="mt-1 text-slate-800">{cs.result}</dd>
            </div>
          </dl>
        </figure>
      </SectionBlock>
      <CtaBand
        title={`Make ${fm.industry.toLowerCase()} compliance routine`}
        text="See how the platform tracks every obligation that applies to you, or talk to an expert first."
        links={[
          { label: 'Talk to an expert', href: '/contact#assessment' },
          { label: 'Book a demo', href: '/contact#assessment' },
        ]}
      />
    </>
  );
}
