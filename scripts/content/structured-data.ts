/**
 * JSON-LD and <head> for each page, built once at build time from the frontmatter and the site
 * config. The browser receives the finished objects.
 */
import type { StructuredDataKind } from '../../src/content/collections.ts';
import type { FaqItem, SiteConfig } from '../../src/content/schema.ts';
import type { Head } from '../../src/lib/head.ts';
import { canonicalUrl } from '../../src/lib/url.ts';

export interface PageFacts {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  ogImage?: string;
  ogType: string;
  twitterCard: string;
  index: boolean;
  breadcrumbs?: { name: string; path: string }[];
  /** Name of the thing the page is about: a service, a framework, an industry. */
  subject?: string;
  serviceType?: string;
  industry?: string;
  faqs?: FaqItem[];
  structuredData: StructuredDataKind[];
  /** Feeds the page offers (`<link rel="alternate">`), such as the updates' Atom feed. */
  feeds?: { title: string; href: string }[];
}

export function organization(site: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${canonicalUrl(site.url, '/')}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: canonicalUrl(site.url, '/'),
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
      availableLanguage: site.languages,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** Home, then each path segment that is itself a page, then the page. */
export function defaultBreadcrumbs(
  path: string,
  title: string,
  titleOf: (p: string) => string | undefined,
) {
  const crumbs = [{ name: 'Home', path: '/' }];
  if (path === '/') return crumbs;
  const parts = path.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
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

export function buildHead(
  page: PageFacts,
  site: SiteConfig,
  titleOf: (p: string) => string | undefined,
): Head {
  const url = canonicalUrl(site.url, page.path);
  const fullTitle = page.path === '/' ? page.title : `${page.title} | ${site.name}`;
  const jsonLd: object[] = [];
  for (const kind of page.structuredData) {
    switch (kind) {
      case 'organization':
        jsonLd.push(organization(site));
        break;
      case 'breadcrumb': {
        const crumbs =
          page.breadcrumbs ?? defaultBreadcrumbs(page.path, page.subject ?? page.title, titleOf);
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: canonicalUrl(site.url, c.path),
          })),
        });
        break;
      }
      case 'webpage':
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: fullTitle,
          description: page.description,
          url,
          inLanguage: 'en-IN',
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
        if (page.faqs && page.faqs.length > 0) {
          jsonLd.push({
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: page.faqs.map((f) => ({
              '@type': 'Question',
              name: f.question,
              acceptedAnswer: { '@type': 'Answer', text: f.answer },
            })),
          });
        }
        break;
    }
  }
  return {
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
