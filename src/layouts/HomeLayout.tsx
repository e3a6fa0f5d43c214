import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Carousel } from '../components/Carousel.tsx';
import { ArrowRight } from '../components/icons.tsx';
import { ButtonLink, Container } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = 'all' satisfies ClientFields<PageFrontmatter>;

/** The home page: the hero with its calls to action and banner carousel, then sections in MDX. */
export default function HomeLayout({ frontmatter: fm, children }: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            {fm.hero.eyebrow ? (
              <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">
                {fm.hero.eyebrow}
              </p>
            ) : null}
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              {fm.hero.heading}
            </h1>
            <p className="mt-4 max-w-measure text-lg text-slate-700">{fm.hero.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {fm.cta?.map((c, i) => (
                <ButtonLink
                  key={`${c.label} ${c.href}`}
                  href={c.href}
                  variant={i === 0 ? 'primary' : 'secondary'}
                >
                  {c.label}
                  {i === 0 ? <ArrowRight /> : null}
                </ButtonLink>
              ))}
            </div>
          </div>
          {fm.carousel ? <Carousel slides={fm.carousel} label="Our services" /> : null}
        </Container>
      </section>
      {children}
    </>
  );
}
