/**
 * JSON-LD and <head> for each page, built once at build time from the frontmatter and the site
 * config. The browser receives the finished objects.
 */
import type { StructuredDataKind } from '../../src/content/collections.ts';
import type { FaqItem, SiteConfig } from '../../src/content/schema.ts';
import type { Head } from '../../src/lib/head.ts';
import {
  isOriginal,
  type Language,
  languages,
  localeOf,
  originalLanguage,
  pathIn,
} from '../../src/lib/languages.ts';
import { canonicalUrl } from '../../src/lib/url.ts';

export interface PageFacts {
  path: string;
  language: Language;
  /** The page in each language it exists in (see Head). */
  alternates?: Head['alternates'];
  title: string;
  description: string;
  keywords: string[];
  ogImage?: string;
  ogType: string;
  twitterCard: string;
  index: boolean;
  breadcrumbs?: { name: string; path: string }[];
  /** The first crumb's name, the language's home page (the catalogue's breadcrumbs.home). */
  home?: string;
  /** Name of the thing the page is about: a service, a framework, an industry. */
  subject?: string;
  serviceType?: string;
  industry?: string;
  faqs?: FaqItem[];
  structuredData: StructuredDataKind[];
  /** Feeds the page offers (`<link rel="alternate">`), such as the updates' Atom feed. */
  feeds?: { title: string; href: string }[];
}

/**
 * The organisation, as a page in `language` describes it: the same @id in every language, its
 * description (the tagline) in the page's language.
 */
export function organization(site: SiteConfig, language: Language = originalLanguage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${canonicalUrl(site.url, '/')}/#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: canonicalUrl(site.url, pathIn(language, '/')),
    logo: `${canonicalUrl(site.url, '/')}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    parentOrganization: { '@type': 'Organization', name: site.parentCompany },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone,
      areaServed: site.address.country,
      availableLanguage: languages,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** Home, then each path segment that is itself a page, then the page. */
export function defaultBreadcrumbs(
  path: string,
  title: string,
  titleOf: (p: string) => string | undefined,
  language: Language = originalLanguage,
  homeName = 'Home',
) {
  const home = pathIn(language, '/');
  const crumbs = [{ name: homeName, path: home }];
  if (path === home) return crumbs;
  const parts = path.split('/').filter(Boolean);
  // Under a prefix (/hi) its segment is the language's home, already listed.
  for (let i = home.split('/').filter(Boolean).length + 1; i < parts.length; i++) {
    const p = `/${parts.slice(0, i).join('/')}`;
    const name = titleOf(p);
    if (name) crumbs.push({ name, path: p });
  }
  crumbs.push({ name: title, path });
  return crumbs;
}

function provider(site: SiteConfig) {
  return {
    '@type': 'Organization',
    '@id': `${canonicalUrl(site.url, '/')}/#organization`,
    name: site.name,
  };
}

/** The page's trail, given or made from its path. */
function breadcrumbList(
  page: PageFacts,
  site: SiteConfig,
  titleOf: (p: string) => string | undefined,
): object {
  const crumbs =
    page.breadcrumbs ??
    defaultBreadcrumbs(page.path, page.subject ?? page.title, titleOf, page.language, page.home);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(site.url, c.path),
    })),
  };
}

/** The page's questions and answers; a page not in English says its language. */
function faqPage(faqs: NonNullable<PageFacts['faqs']>, language: PageFacts['language']): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(isOriginal(language) ? {} : { inLanguage: localeOf(language) }),
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** The page's JSON-LD, in its language. */
function jsonLdOf(
  page: PageFacts,
  site: SiteConfig,
  titleOf: (p: string) => string | undefined,
  fullTitle: string,
): object[] {
  const url = canonicalUrl(site.url, page.path);
  const inLanguage = localeOf(page.language);
  const jsonLd: object[] = [];
  for (const kind of page.structuredData) {
    switch (kind) {
      case 'organization':
        jsonLd.push(organization(site, page.language));
        break;
      case 'breadcrumb':
        jsonLd.push(breadcrumbList(page, site, titleOf));
        break;
      case 'webpage':
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: fullTitle,
          description: page.description,
          url,
          inLanguage,
          isPartOf: { '@type': 'WebSite', name: site.name, url: canonicalUrl(site.url, '/') },
          ...(page.subject ? { about: { '@type': 'Thing', name: page.subject } } : {}),
        });
        break;
      case 'service':
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: page.subject ?? page.title,
          serviceType: page.serviceType ?? page.subject ?? page.title,
          description: page.description,
          url,
          ...(isOriginal(page.language) ? {} : { inLanguage }),
          provider: provider(site),
          areaServed: { '@type': 'Country', name: 'India' },
        });
        break;
      case 'industry':
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: page.title,
          serviceType: 'Regulatory compliance management',
          description: page.description,
          url,
          provider: provider(site),
          areaServed: { '@type': 'Country', name: 'India' },
          audience: { '@type': 'BusinessAudience', name: `${page.industry} organisations` },
        });
        break;
      case 'faq':
        if (page.faqs && page.faqs.length > 0) jsonLd.push(faqPage(page.faqs, page.language));
        break;
    }
  }
  return jsonLd;
}

export function buildHead(
  page: PageFacts,
  site: SiteConfig,
  titleOf: (p: string) => string | undefined,
): Head {
  const url = canonicalUrl(site.url, page.path);
  const fullTitle =
    page.path === pathIn(page.language, '/') ? page.title : `${page.title} | ${site.name}`;
  const jsonLd = jsonLdOf(page, site, titleOf, fullTitle);
  return {
    language: page.language,
    ...(page.alternates ? { alternates: page.alternates } : {}),
    title: fullTitle,
    description: page.description,
    canonical: url,
    keywords: page.keywords,
    robots: page.index ? null : 'noindex, follow',
    ogType: page.ogType,
    ogImage: new URL(page.ogImage ?? site.defaultOgImage, `${site.url.replace(/\/+$/, '')}/`).href,
    siteName: site.name,
    twitterCard: page.twitterCard,
    jsonLd,
    ...(page.feeds?.length ? { feeds: page.feeds } : {}),
  };
}
