import type { LayoutProps } from '../app/route-types.ts';
import { renderStatic, Static } from '../app/static-html.tsx';
import { ArrowLeft } from '../components/icons.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { ButtonLink, Container, Hero, Prose } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

export default function PageLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>{renderStatic ? <Top fm={fm} /> : null}</Static>
      <Container className="py-10 sm:py-12">
        <Prose>{children}</Prose>
      </Container>
    </>
  );
}

function Top({ fm }: { fm: PageFrontmatter }) {
  return (
    <>
      {fm.backLink ? (
        <Container className="pt-6">
          <SmartLink
            href={fm.backLink.href}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft /> {fm.backLink.label}
          </SmartLink>
        </Container>
      ) : null}
      <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro}>
        {fm.cta?.map((c, i) => (
          <ButtonLink
            key={`${c.label} ${c.href}`}
            href={c.href}
            variant={i === 0 ? 'primary' : 'secondary'}
          >
            {c.label}
          </ButtonLink>
        ))}
      </Hero>
    </>
  );
}
