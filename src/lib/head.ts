import { htmlLang, isOriginal, type Language, localeOf } from './languages.ts';

/**
 * What a page puts in <head>. The build writes it into the prerendered HTML; after a client-side
 * navigation the browser updates the same tags, so both read one list.
 */
export interface Head {
  /** The page's language: `<html lang>`, `og:locale`. */
  language: Language;
  /**
   * The page in every language it exists in, itself included, as `<link rel="alternate"
   * hreflang>`, the English one also as `x-default`; absent for a page in one language only.
   */
  alternates?: { language: Language; href: string }[];
  title: string;
  description: string;
  canonical: string;
  keywords: string[];
  robots: string | null;
  ogType: string;
  ogImage: string;
  siteName: string;
  twitterCard: string;
  jsonLd: object[];
  /** Atom feeds the page offers, as `<link rel="alternate">`. */
  feeds?: { title: string; href: string }[];
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export function headTags(head: Head): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    { tag: 'link', attrs: { rel: 'canonical', href: head.canonical } },
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:locale', localeOf(head.language).replace('-', '_')),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.ogImage),
  ];
  for (const a of head.alternates ?? []) {
    if (a.language !== head.language)
      tags.push(meta('property', 'og:locale:alternate', localeOf(a.language).replace('-', '_')));
  }
  for (const a of head.alternates ?? []) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.language, href: a.href } });
    if (isOriginal(a.language))
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: a.href } });
  }
  if (head.keywords.length > 0) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  for (const feed of head.feeds ?? []) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.href },
    });
  }
  for (const data of head.jsonLd) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    });
  }
  return tags;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not be able to close the element. */
const escapeJson = (s: string) =>
  s
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function headHtml(head: Head): string {
  const tags = headTags(head).map((t) => {
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    return t.tag === 'script'
      ? `<script${attrs} data-head>${escapeJson(t.text ?? '')}</script>`
      : `<${t.tag}${attrs} data-head>`;
  });
  return [`<title>${escapeText(head.title)}</title>`, ...tags].join('\n    ');
}

/** Replaces the page-specific head tags after a client-side navigation. */
export function applyHead(head: Head): void {
  document.title = head.title;
  document.documentElement.lang = htmlLang(head.language);
  for (const el of document.head.querySelectorAll('[data-head]')) el.remove();
  for (const t of headTags(head)) {
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    if (t.text) el.textContent = t.text;
    document.head.append(el);
  }
}
