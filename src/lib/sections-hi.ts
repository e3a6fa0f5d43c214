/**
 * A Hindi framework page's first heading, which the page renders in the browser: a module of its
 * own, so that the Hindi language pack (src/app/language-hi.ts) takes it without the section lists.
 * A Hindi name joined with "और" ("PF और ESI") names two things, and takes the plural verb.
 */
export const hindiFrameworkIntro = (name: string): string =>
  `${name} ${/ और /.test(name) ? 'क्या हैं' : 'क्या है'}?`;
