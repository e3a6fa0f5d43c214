/**
 * The Atom feed of the regulatory updates (RFC 4287), written beside the pages as
 * dist/updates.xml: one entry per update, with its id, title, dates, link and summary.
 */
import type { UpdatesFeedMessages } from '../src/generated/messages/updates-feed.ts';
import { type Language, localeOf, originalLanguage, pathIn } from '../src/lib/languages.ts';
import { type UpdateItem, updateDateLine } from '../src/lib/updates.ts';
import { canonicalUrl } from '../src/lib/url.ts';
import { namespaceIn } from './content/catalogue-words.ts';
import type { ContentBuild } from './content/model.ts';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The feed's own words in `language`, from the content build's catalogue (content/messages/). */
export function feedWordsIn(
  build: Pick<ContentBuild, 'messageValues'>,
  language: Language,
): UpdatesFeedMessages {
  return namespaceIn(build, language, 'updates-feed');
}

/** Midnight in India of a YYYY-MM-DD date, as an Atom date. */
const atomDate = (iso: string) => `${iso}T00:00:00+05:30`;

export function atomFeed({
  siteName,
  siteUrl,
  page,
  feedPath,
  updates,
  language = originalLanguage,
  words,
}: {
  siteName: string;
  siteUrl: string;
  /** The page that lists the updates; each entry links to its place on it. */
  page: string;
  feedPath: string;
  updates: readonly UpdateItem[];
  /** The language of the page that lists them; an entry not translated says it is English. */
  language?: Language;
  /** The feed's words in `language` (the catalogue's updates-feed messages). */
  words: UpdatesFeedMessages;
}): string {
  const pageUrl = canonicalUrl(siteUrl, page);
  const updated = updates.reduce((d, u) => (u.added > d ? u.added : d), '1970-01-01');
  const entries = updates.map((u) => {
    const link = `${pageUrl}#${u.slug}`;
    return [
      u.wordsIn ? `  <entry xml:lang="${localeOf(u.wordsIn)}">` : '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(u.title)}</title>`,
      `    <published>${atomDate(u.added)}</published>`,
      `    <updated>${atomDate(u.added)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <link rel="related" href="${escapeXml(u.instrument.url)}" title="${escapeXml(u.instrument.title)}"/>`,
      `    <summary>${escapeXml(`${updateDateLine(u, u.wordsIn ?? language)}. ${u.summary}`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeOf(language)}">`,
    `  <id>${escapeXml(canonicalUrl(siteUrl, feedPath))}</id>`,
    `  <title>${escapeXml(words.title({ site: siteName }))}</title>`,
    `  <subtitle>${escapeXml(words.subtitle)}</subtitle>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(canonicalUrl(siteUrl, feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <author><name>${escapeXml(siteName)}</name><uri>${escapeXml(canonicalUrl(siteUrl, pathIn(language, '/')))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
