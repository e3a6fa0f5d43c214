import { Testimonials as List } from '../components/Testimonials.tsx';
import { Container } from '../components/ui.tsx';
import { testimonials, testimonialsIn } from '../generated/data/testimonials.ts';
import { testimonials as testimonialsMessages } from '../generated/messages/testimonials.ts';
import {
  htmlLang,
  isOriginal,
  originalLanguage,
  useLanguage,
  useMessages,
} from '../lib/language.ts';

/**
 * Client stories for a page: `<Testimonials />` shows those of content/data/testimonials.yaml
 * (content/<language>/data/testimonials.yaml on a page in another language, where there is one)
 * whose `pages` include "home".
 */
export default function Testimonials({ title, page = 'home' }: { title?: string; page?: string }) {
  const t = useMessages(testimonialsMessages);
  const language = useLanguage();
  const stories = testimonialsIn[language];
  const items = stories.filter((t) => t.pages.includes(page));
  // Without a translation, a page in another language shows the English stories, marked so.
  const storyLang =
    !isOriginal(language) && stories === testimonials ? htmlLang(originalLanguage) : undefined;
  return (
    <section aria-labelledby="testimonials-title" className="defer-render not-prose">
      <Container className="py-12 sm:py-14">
        <h2
          id="testimonials-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title ?? t.title}
        </h2>
        <div className="mt-8">
          <List items={items} storyLang={storyLang} />
        </div>
      </Container>
    </section>
  );
}
