import type { LayoutProps } from '../app/route-types.ts';
import { ButtonLink, Container, Hero, Prose } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

export default function PageLayout({ frontmatter: fm, children }: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro}>
        {fm.cta?.map((c, i) => (
          <ButtonLink key={c.href} href={c.href} variant={i === 0 ? 'primary' : 'secondary'}>
            {c.label}
          </ButtonLink>
        ))}
      </Hero>
      <Container className="py-10 sm:py-12">
        <Prose>{children}</Prose>
      </Container>
    </>
  );
}
