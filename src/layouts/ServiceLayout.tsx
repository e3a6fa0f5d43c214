import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { ArrowLeft } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Container, CtaBand, Hero, HeroActions, Prose } from '../components/ui.tsx';
import type { ServiceFrontmatter } from '../content/schema.ts';
import { serviceLayout } from '../generated/messages/service-layout.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';

// Server-only parts: the browser bundle does not import them (see static-parts.ts).
const S = (
  import.meta.env.SSR || import.meta.env.DEV ? await import('../components/static-parts.ts') : null
) as typeof import('../components/static-parts.ts');

/** A heading without its last word if that is one of `ends` ("PF and ESI compliance" → "PF and ESI"). */
function topicOf(heading: string, ends: string): string {
  const last = heading.lastIndexOf(' ');
  const word = heading.slice(last + 1).toLowerCase();
  const listed = ends.split(',').some((e) => e.trim().toLowerCase() === word);
  return last > 0 && listed ? heading.slice(0, last) : heading;
}

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = [] as const satisfies ClientFields<ServiceFrontmatter>;

/**
 * A service page: the body renders in the browser; the hero, the "On this page" navigation and
 * the closing band are static.
 */
export default function ServiceLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<ServiceFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>{__RENDER_STATIC__ ? <Top fm={fm} /> : null}</Static>
      <Container className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 py-10 sm:py-12">
          <Static id={`${path}:toc`}>
            {__RENDER_STATIC__ ? <S.OnThisPageDisclosure items={S.bodyToc(fm)} /> : null}
          </Static>
          <Prose>{children}</Prose>
        </div>
        <Static id={`${path}:aside`}>
          {__RENDER_STATIC__ ? <S.OnThisPageAside items={S.bodyToc(fm)} /> : null}
        </Static>
      </Container>
      <Static id={`${path}:end`}>{__RENDER_STATIC__ ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: ServiceFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(serviceLayout);
  return (
    <>
      <Container className="pt-6">
        <SmartLink
          href={pathIn(language, '/services')}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft /> {t.allServices}
        </SmartLink>
      </Container>
      <Hero
        eyebrow={fm.hero.eyebrow}
        heading={fm.hero.heading}
        intro={fm.hero.intro}
        art={<S.HeroArt kind="service" />}
        note={<S.LastReviewed review={S.pageReviewOf(fm)} />}
      >
        <HeroActions links={fm.cta} />
        <SmartLink
          href={pathIn(language, '/tools/compliance-check')}
          className="self-center text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          {t.checkup}
        </SmartLink>
      </Hero>
    </>
  );
}

function End({ fm }: { fm: ServiceFrontmatter }) {
  const t = useMessages(serviceLayout);
  return (
    <>
      <S.PageSources review={S.pageReviewOf(fm)} />
      <CtaBand
        title={t.ctaTitle({ topic: topicOf(fm.hero.heading, t.headingEnds) })}
        text={t.ctaText}
        links={fm.cta}
      />
    </>
  );
}
