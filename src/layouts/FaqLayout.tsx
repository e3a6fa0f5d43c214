import { Fragment } from 'react';
import type { ClientFields, LayoutProps } from '../app/route-types.ts';
import { Static } from '../app/static-html.tsx';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { InlineCta } from '../components/InlineCta.tsx';
import { Container, CtaBand, Hero, Prose } from '../components/ui.tsx';
import type { PageFrontmatter } from '../content/schema.ts';
import { faqLayout } from '../generated/messages/faq-layout.ts';
import { pathIn, useLanguage, useMessages } from '../lib/language.ts';

/** The frontmatter fields this layout reads in the browser (see ClientFields). */
export const clientFields = [] as const satisfies ClientFields<PageFrontmatter>;

/** The FAQ page: the questions are static HTML (<details>), the body renders in the browser. */
export default function FaqLayout({
  frontmatter: fm,
  path,
  children,
}: LayoutProps<PageFrontmatter>) {
  return (
    <>
      <Static id={`${path}:top`}>
        {__RENDER_STATIC__ ? (
          <Hero eyebrow={fm.hero.eyebrow} heading={fm.hero.heading} intro={fm.hero.intro} />
        ) : null}
      </Static>
      <Container className="grid gap-10 py-10 lg:grid-cols-[14rem_1fr]">
        <Static id={`${path}:groups`}>{__RENDER_STATIC__ ? <Groups fm={fm} /> : null}</Static>
        <div className="grid gap-10">
          <Static id={`${path}:questions`}>
            {__RENDER_STATIC__ ? <Questions fm={fm} /> : null}
          </Static>
          <Prose>{children}</Prose>
        </div>
      </Container>
      <Static id={`${path}:end`}>{__RENDER_STATIC__ ? <End fm={fm} /> : null}</Static>
    </>
  );
}

function End({ fm }: { fm: PageFrontmatter }) {
  const language = useLanguage();
  const t = useMessages(faqLayout);
  return (
    <CtaBand
      title={t.title}
      text={t.text}
      links={fm.cta ?? [{ label: t.contact, href: pathIn(language, '/contact#assessment') }]}
    />
  );
}

function Groups({ fm }: { fm: PageFrontmatter }) {
  const t = useMessages(faqLayout);
  const groups = fm.faqGroups ?? [];
  return (
    <nav aria-label={t.groups} className="lg:sticky lg:top-24 lg:self-start">
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
  );
}

function Questions({ fm }: { fm: PageFrontmatter }) {
  const groups = fm.faqGroups ?? [];
  // Halfway down the questions, on a phone, a way to ask instead of reading on.
  const middle = Math.ceil(groups.length / 2) - 1;
  return (
    <>
      {groups.map((g, i) => (
        <Fragment key={g.id}>
          <section id={g.id} aria-labelledby={`${g.id}-title`}>
            <h2 id={`${g.id}-title`} className="mb-4 text-xl font-bold text-slate-900">
              {g.title}
            </h2>
            <FaqAccordion items={g.items} />
          </section>
          {i === middle && groups.length > 2 ? <InlineCta n={2} phoneOnly /> : null}
        </Fragment>
      ))}
    </>
  );
}
