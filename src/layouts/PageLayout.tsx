import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { ArrowLeft } from '../components/icons.tsx';
import { leadsToEnglish, SmartLink } from '../components/SmartLink.tsx';
import { Container, Hero, HeroActions, Prose } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';
import { originalLanguage, useLanguage } from '../lib/language.ts';

// Server-only parts: the browser bundle does not import them (see static-parts.ts).
const S = (
  import.meta.env.SSR || import.meta.env.DEV ? await import('../components/static-parts.ts') : null
) as typeof import('../components/static-parts.ts');

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = ['task'] as const satisfies ClientFields<PageFrontmatter>;

/**
 * A page: hero, then the body, with "On this page" (its h2 sections) when it has two or more:
 * beside the text on wide screens, a disclosure above it on phones. A task page (frontmatter
 * `task`: a tool or a form) has its task first: a compact hero with no illustration, and no
 * disclosure above the body, which starts with the task; "On this page" stays beside the text
 * on wide screens.
 */
export default function PageLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>{__RENDER_STATIC__ ? <Top fm={fm} /> : null}</Static>
      <Container className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className={`min-w-0 ${fm.task ? 'pb-10 sm:pb-12' : 'py-10 sm:py-12'}`}>
          {fm.task ? null : (
            <Static id={`${path}:toc`}>
              {__RENDER_STATIC__ ? <S.OnThisPageDisclosure items={S.bodyToc(fm)} /> : null}
            </Static>
          )}
          <Prose>{children}</Prose>
        </div>
        <Static id={`${path}:aside`}>
          {__RENDER_STATIC__ ? <S.OnThisPageAside items={S.bodyToc(fm)} /> : null}
        </Static>
      </Container>
      <Static id={`${path}:end`}>
        {__RENDER_STATIC__ ? <S.PageSources review={S.pageReviewOf(fm)} /> : null}
      </Static>
    </>
  );
}

function Top({ fm }: { fm: PageFrontmatter }) {
  const language = useLanguage();
  return (
    <>
      {fm.backLink ? (
        <Container className={fm.task ? 'pt-4' : 'pt-6'}>
          <SmartLink
            href={fm.backLink.href}
            hrefLang={leadsToEnglish(fm.backLink.href, language) ? originalLanguage : undefined}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft /> {fm.backLink.label}
          </SmartLink>
        </Container>
      ) : null}
      <Hero
        eyebrow={fm.hero.eyebrow}
        heading={fm.hero.heading}
        intro={fm.hero.intro}
        art={fm.task ? null : <S.HeroArt kind="page" />}
        compact={fm.task}
        note={<S.LastReviewed review={S.pageReviewOf(fm)} />}
      >
        {fm.cta ? <HeroActions links={fm.cta} /> : null}
      </Hero>
    </>
  );
}
