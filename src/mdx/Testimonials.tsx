import { Testimonials as List } from '../components/Testimonials.tsx';
import { Container } from '../components/ui.tsx';
import { testimonials } from '../generated/data/testimonials.ts';
import { type Language, useWords } from '../lib/language.ts';

/** The title when the page gives none. */
const words = {
  en: { title: 'What our clients say' },
  hi: { title: 'हमारे ग्राहक क्या कहते हैं' },
} satisfies Record<Language, { title: string }>;

/**
 * Client stories for a page: `<Testimonials />` shows those of content/data/testimonials.yaml
 * whose `pages` include "home".
 */
export default function Testimonials({ title, page = 'home' }: { title?: string; page?: string }) {
  const t = useWords(words);
  const items = testimonials.filter((t) => t.pages.includes(page));
  return (
    <section aria-labelledby="testimonials-title" className="not-prose">
      <Container className="py-12 sm:py-14">
        <h2
          id="testimonials-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title ?? t.title}
        </h2>
        <div className="mt-8">
          <List items={items} />
        </div>
      </Container>
    </section>
  );
}
