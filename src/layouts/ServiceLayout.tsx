import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { renderStatic, Static } from '../app/static-html.tsx';
import { ArrowLeft } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Container, CtaBand, Hero, HeroActions, Prose } from '../components/ui.tsx';
import type { ServiceFrontmatter } from '../content/schema.ts';

// Server-only parts: the browser bundle does not import them (see static-parts.ts).
const S = (
  import.meta.env.SSR || import.meta.env.DEV ? await import('../components/static-parts.ts') : null
) as typeof import('../components/static-parts.ts');

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
      <Static id={`${path}:top`}>{renderStatic ? <Top fm={fm} /> : null}</Static>
      <Container className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 py-10 sm:py-12">
          <Static id={`${path}:toc`}>
            {renderStatic ? <S.OnThisPageDisclosure items={S.bodyToc(fm)} /> : null}
          </Static>
          <Prose>{children}</Prose>
        </div>
        <Static id={`${path}:aside`}>
          {renderStatic ? <S.OnThisPageAside items={S.bodyToc(fm)} /> : null}
        </Static>
      </Container>
      <Static id={`${path}:end`}>{renderStatic ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function Top({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <>
      <Container className="pt-6">
        <SmartLink
          href="/services"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft /> All services
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
      </Hero>
    </>
  );
}

function End({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <>
      <S.PageSources review={S.pageReviewOf(fm)} />
      <CtaBand
        title={`Talk to us about ${fm.hero.heading.replace(/ (services|compliance)$/i, '')}`}
        text="Tell us about your organisation; we reply within one business day with what applies to you."
        links={fm.cta}
      />
    </>
  );
}
