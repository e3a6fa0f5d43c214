import { Island, lazyComponent } from '../app/islands.tsx';
import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import type { Slide } from '../components/Carousel.tsx';
import { ArrowRight } from '../components/icons.tsx';
import { ButtonLink, Container } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';
import { homeLayout } from '../generated/messages/home-layout.ts';
import { useMessages } from '../lib/language.ts';

/**
 * The banner carousel is an island (src/app/islands.tsx): its server HTML shows at once, and its
 * code loads when it comes near the screen, not with the page's first load.
 */
const LazyCarousel = lazyComponent<{ slides: Slide[]; label: string }>(() =>
  import('../components/Carousel.tsx').then((m) => ({ default: m.Carousel })),
);
const Carousel = __RENDER_STATIC__
  ? (await import('../components/Carousel.tsx')).Carousel
  : LazyCarousel;

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = [
  'hero',
  'cta',
  'carousel',
] as const satisfies ClientFields<PageFrontmatter>;

/** The home page: the hero with its calls to action and banner carousel, then sections in MDX. */
export default function HomeLayout({ frontmatter: fm, children }: LayoutProps<PageFrontmatter>) {
  const t = useMessages(homeLayout);
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
          {fm.carousel ? (
            <Island id="home:carousel">
              <Carousel slides={fm.carousel} label={t.slides} />
            </Island>
          ) : null}
        </Container>
      </section>
      {children}
    </>
  );
}

/** The layout's own islands, which a navigation to the page loads with it (src/app/pages.ts). */
HomeLayout.islands = __RENDER_STATIC__ ? [] : [LazyCarousel];
