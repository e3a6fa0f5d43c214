import type { LayoutProps } from '../app/route-types.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { Container, CtaBand, Hero, Prose } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';

export default function FaqLayout({ frontmatter: fm, children }: LayoutProps<PageFrontmatter>) {
  const groups = fm.faqGroups ?? [];
  return (
    <>
      <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro} />
      <Container className="grid gap-10 py-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Question groups" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {groups.map((g) => (
              <li key={g.id}>
                <a
                  href={`#${g.id}`}
                  className="block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {g.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-10">
          {groups.map((g) => (
            <section key={g.id} id={g.id} aria-labelledby={`${g.id}-title`}>
              <h2 id={`${g.id}-title`} className="mb-4 text-xl font-bold text-slate-900">
                {g.title}
              </h2>
              <FaqAccordion items={g.items} />
            </section>
          ))}
          <Prose>{children}</Prose>
        </div>
      </Container>
      <CtaBand
        title="Still have a question?"
        text="Our compliance experts answer within one business day."
        links={fm.cta ?? [{ label: 'Contact us', href: '/contact' }]}
      />
    </>
  );
}
