import type { LayoutProps } from '../app/route-types.ts';
import { ArrowRight } from '../components/icons.tsx';
import { ButtonLink, Hero } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

/** The home page: the hero with its calls to action, then sections written in MDX. */
export default function HomeLayout({ frontmatter: fm, children }: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro}>
        {fm.cta?.map((c, i) => (
          <ButtonLink key={c.href} href={c.href} variant={i === 0 ? 'primary' : 'secondary'}>
            {c.label}
            {i === 0 ? <ArrowRight /> : null}
          </ButtonLink>
        ))}
      </Hero>
      {children}
    </>
  );
}
