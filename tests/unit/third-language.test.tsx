/**
 * A site with a third language (Marathi), made by replacing the generated language list: the lists
 * derived from it and the language switch offer it with no change of code.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { movedOverTwoClosedDays } from '../support/due-notes.ts';

vi.mock('../../supabase/functions/_shared/language-list.ts', async (original) => {
  const { LANGUAGES } =
    await original<typeof import('../../supabase/functions/_shared/language-list.ts')>();
  const marathi = {
    code: 'mr',
    lang: 'mr',
    prefix: '/mr',
    name: 'मराठी',
    short: 'मरा',
    fonts: [],
    locale: 'mr-IN',
    original: false,
    nameInOriginal: 'Marathi',
  };
  return { LANGUAGES: [...LANGUAGES, marathi] };
});

// The test setup loaded the list already: this file's modules load again, with the mock.
vi.resetModules();
const { LanguageSwitch } = await import('../../src/components/LanguageSwitch.tsx');
const { LanguageLinks, switchLanguages } = await import('../../src/lib/language.ts');
const { StaticRouter } = await import('../../src/lib/router.tsx');
const { LEAD_LANGUAGES, leadSchemaIn } = await import('../../supabase/functions/_shared/lead.ts');
const { REGISTRATIONS } = await import('../../supabase/functions/_shared/calendar-choices.ts');
const { dueNoteIn, periodIn } = await import(
  '../../supabase/functions/_shared/calendar-language.ts'
);
const { REMINDER_LANGUAGES, subscribeSchema } = await import(
  '../../supabase/functions/_shared/reminders.ts'
);

type Language = Parameters<typeof switchLanguages>[0];
/** The made-up language, which the site's types (written from the real list) do not know. */
const mr = 'mr' as string as Language;

/** The switch on the page at `path`, as the app renders it (its links from `linkTo`, if any). */
function switchOn(path: string, href: string, linkTo?: (language: Language) => string) {
  const inner = <LanguageSwitch href={href} className="x" />;
  return renderToStaticMarkup(
    <StaticRouter location={path}>
      {linkTo ? <LanguageLinks value={linkTo}>{inner}</LanguageLinks> : inner}
    </StaticRouter>,
  );
}

/** Each link of rendered HTML: its address, lang, hreflang and words. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" lang="([^"]*)" hrefLang="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(
    (m) => m.slice(1),
  );

describe('a third language in the list', () => {
  it('is one of the languages leads and reminders come in, the original still the default', () => {
    expect(LEAD_LANGUAGES).toEqual(['en', 'hi', 'mr']);
    expect(REMINDER_LANGUAGES).toEqual(['en', 'hi', 'mr']);
    const subscribe = {
      action: 'subscribe',
      email: 'a@example.com',
      registrations: [REGISTRATIONS[0]?.id],
      consent: true,
    };
    expect(subscribeSchema.parse({ ...subscribe, language: 'mr' }).language).toBe('mr');
    expect(subscribeSchema.parse(subscribe).language).toBe('en');
    const refused = subscribeSchema.safeParse({ ...subscribe, language: 'ta' });
    expect(refused.error?.issues.map((i) => i.path)).toEqual([['language']]);
    // A language without messages of its own yet answers with the original's.
    const messages = (language: Language) =>
      leadSchemaIn(language)
        .safeParse({})
        .error?.issues.map((i) => i.message);
    expect(messages(mr)).toEqual(messages('en'));
    expect(messages(mr)).not.toEqual(messages('hi'));
  });

  it('is offered by the switch on every page, with the others, in the list order', () => {
    expect(switchLanguages('en')).toEqual(['hi', 'mr']);
    expect(switchLanguages('hi')).toEqual(['en', 'mr']);
    expect(switchLanguages(mr)).toEqual(['en', 'hi']);
  });

  it('makes the switch a list of links that opens from the page language, each marked', () => {
    const linkTo = (l: Language) => (l === 'hi' ? '/hi/contact' : '/');
    const html = switchOn('/mr/contact', '/contact', linkTo);
    // A button that opens the list without script (the Popover API), named for the page's language.
    const id = /^<button type="button" popoverTarget="([^"]+)" lang="mr"[^>]*>मराठी<\/button>/.exec(
      html,
    )?.[1];
    expect(html).toContain(`<span id="${id}" popover="auto"`);
    // Nothing in it but phrasing content, as it may stand in a paragraph (the footer's).
    expect(html).not.toMatch(/<(div|ul|li|p|details)\b/);
    expect(linksIn(html)).toEqual([
      ['/contact', 'en-IN', 'en', 'English'],
      ['/hi/contact', 'hi', 'hi', 'हिंदी'],
    ]);
    // The app points each link at the page it navigates to, by these marks.
    expect(html.match(/data-language-switch=""/g)).toHaveLength(2);
  });

  it("links a language's home page where the app gives no address", () => {
    const html = switchOn('/contact', '/hi/contact');
    expect(linksIn(html)).toEqual([
      ['/hi/contact', 'hi', 'hi', 'हिंदी'],
      ['/mr', 'mr', 'mr', 'मराठी'],
    ]);
  });

  it("has the calendar's sentences of the original until it has words of its own", () => {
    const moved = movedOverTwoClosedDays;
    expect(dueNoteIn(moved, mr)).toBe(
      '14 August is a bank holiday (the second Saturday) and 15 August is Independence Day, so due on 16 August',
    );
    expect(periodIn('Q2 2026-27 (July to September 2026)', mr)).toBe(
      'Q2 2026-27 (July to September 2026)',
    );
  });
});
