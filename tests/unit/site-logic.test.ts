import { describe, expect, it } from 'vitest';
import { isActiveHref, navCurrent } from '../../src/components/Header.tsx';
import { notFound } from '../../src/generated/messages/not-found.ts';
import { site } from '../../src/generated/site-client.ts';
import { formatFact } from '../../src/lib/facts.ts';
import { type Head, headHtml } from '../../src/lib/head.ts';
import { languages, messagesIn, pathIn } from '../../src/lib/language.ts';
import { notFoundSuggestions, suggestionHrefs } from '../../src/lib/not-found.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { canonicalUrl, normalizePath } from '../../src/lib/url.ts';

const hrefs = (p: string) => notFoundSuggestions(p, messagesIn(notFound, 'en')).map((s) => s.href);

describe('not-found suggestions (rules in order)', () => {
  it('suggests resources for resource, webinar and checklist paths', () => {
    for (const p of ['/resource', '/old-webinars/2024', '/Checklist.pdf']) {
      expect(hrefs(p)).toEqual(['/resources', '/resources/webinars', '/resources/checklists']);
    }
  });
  it('suggests services for service and compliance paths', () => {
    for (const p of ['/servicez', '/gst-compliance']) {
      expect(hrefs(p)).toEqual(['/services', '/services/pf-esi', '/services/labour-laws']);
    }
  });
  it('suggests frameworks for framework, law and regulation paths', () => {
    for (const p of ['/framework', '/labour-law-guide', '/regulations']) {
      expect(hrefs(p)).toEqual([
        '/frameworks/companies-act',
        '/frameworks/gst',
        '/frameworks/labour-laws',
      ]);
    }
  });
  it('applies the first matching rule when several match', () => {
    expect(hrefs('/compliance-checklist')).toEqual([
      '/resources',
      '/resources/webinars',
      '/resources/checklists',
    ]);
    expect(hrefs('/law-services')).toEqual([
      '/services',
      '/services/pf-esi',
      '/services/labour-laws',
    ]);
  });
  it('falls back to home, services and contact', () => {
    expect(hrefs('/xyz')).toEqual(['/', '/services', '/contact']);
  });
  it('suggests Hindi pages on a Hindi path, named in Hindi', () => {
    const hindi = (p: string) => notFoundSuggestions(p, messagesIn(notFound, 'hi'), 'hi');
    expect(hindi('/hi/services/typo')).toEqual([
      { label: 'सभी सेवाएँ', href: '/hi/services' },
      { label: 'PF और ESI अनुपालन', href: '/hi/services/pf-esi' },
      { label: 'श्रम कानून अनुपालन', href: '/hi/services/labour-laws' },
    ]);
    expect(hindi('/hi/resources/x').map((s) => s.href)).toEqual([
      '/hi/resources',
      '/hi/resources/webinars',
      '/hi/resources/checklists',
    ]);
    expect(hindi('/hi/xyz').map((s) => s.href)).toEqual(['/hi', '/hi/services', '/hi/contact']);
  });
  it('only ever suggests routes of the site, in every language', async () => {
    const routes = (await import('../../src/generated/routes.json')).default as { path: string }[];
    const paths = new Set(routes.map((r) => r.path));
    for (const code of languages)
      for (const h of suggestionHrefs)
        expect(paths.has(pathIn(code, h)), pathIn(code, h)).toBe(true);
  });
});

describe('canonical URLs', () => {
  it('strips the trailing slash, and the home page is the bare origin', () => {
    expect(canonicalUrl('https://www.example.in/', '/about/')).toBe('https://www.example.in/about');
    expect(canonicalUrl('https://www.example.in', '/')).toBe('https://www.example.in');
    expect(canonicalUrl('https://www.example.in//', '//')).toBe('https://www.example.in');
    expect(normalizePath('/services/pf-esi///')).toBe('/services/pf-esi');
  });
});

describe('reading time', () => {
  it('is words divided by 200, rounded up, at least a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe('statutory facts as they read', () => {
  it('formats each unit', () => {
    expect(formatFact({ value: 12, unit: 'percent' })).toBe('12%');
    expect(formatFact({ value: 15000, unit: 'inr' })).toBe('₹15,000');
    expect(formatFact({ value: 2000000, unit: 'inr' })).toBe('₹20,00,000');
    expect(formatFact({ value: 20, unit: 'inr-lakh' })).toBe('₹20 lakh');
    expect(formatFact({ value: 1.5, unit: 'inr-crore' })).toBe('₹1.5 crore');
    expect(formatFact({ value: 11, unit: 'day-of-month' })).toBe('11th');
    expect(formatFact({ value: 21, unit: 'day-of-month' })).toBe('21st');
    expect(formatFact({ value: 22, unit: 'day-of-month' })).toBe('22nd');
    expect(formatFact({ value: 6, unit: 'hours' })).toBe('6 hours');
  });

  it('formats each unit for a Hindi page: the same figures, Hindi words and months', () => {
    const hi = (value: number | string, unit: Parameters<typeof formatFact>[0]['unit']) =>
      formatFact({ value, unit }, 'hi');
    expect(hi(12, 'percent')).toBe('12%');
    expect(hi(2000000, 'inr')).toBe('₹20,00,000');
    expect(hi(20, 'inr-lakh')).toBe('₹20 लाख');
    expect(hi(1.5, 'inr-crore')).toBe('₹1.5 करोड़');
    expect(hi(15, 'day-of-month')).toBe('15');
    expect(hi(1, 'hours')).toBe('1 घंटा');
    expect(hi(72, 'hours')).toBe('72 घंटे');
    expect(hi(90, 'days')).toBe('90 दिन');
    expect(hi(100000, 'count')).toBe('1,00,000');
    expect(hi('21 November 2025', 'date')).toBe('21 नवंबर 2025');
    expect(hi('May 2027', 'date')).toBe('मई 2027');
    expect(hi('30 जून', 'text')).toBe('30 जून');
  });
});

describe('active navigation link', () => {
  it('matches home exactly and sections by prefix', () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/about', '/')).toBe(false);
    // The Hindi home page is current only on itself, not on every Hindi page.
    expect(isActiveHref('/hi', '/hi')).toBe(true);
    expect(isActiveHref('/hi/faq', '/hi')).toBe(false);
    expect(isActiveHref('/hi/services/pf-esi', '/hi/services')).toBe(true);
    expect(isActiveHref('/services/pf-esi', '/services')).toBe(true);
    expect(isActiveHref('/services-old', '/services')).toBe(false);
    expect(isActiveHref('/blog/', '/blog')).toBe(true);
  });

  it('marks one section for a page a dropdown also links to: the section it lies in', () => {
    const item = (label: string) => site.nav.find((i) => i.label === label);
    const services = item('Services');
    const resources = item('Resources');
    if (!services || !resources) throw new Error('the header has Services and Resources');
    // The check-up is in the Services menu, and is a tool (Resources).
    const checkup = '/tools/compliance-check';
    expect('children' in services && services.children.some((c) => c.href === checkup)).toBe(true);
    expect(navCurrent(checkup, services, site.nav)).toBeUndefined();
    expect(navCurrent(checkup, resources, site.nav)).toBe('true');
    // A child in no other section is the dropdown's own.
    expect(navCurrent('/startup-support', services, site.nav)).toBe('true');
    expect(navCurrent('/services/pf-esi', services, site.nav)).toBe('true');
  });
});

describe('head HTML', () => {
  const head: Head = {
    language: 'en',
    title: 'A & B <test>',
    description: 'He said "hi"',
    canonical: 'https://x.example/a',
    keywords: ['pf', 'esi'],
    robots: null,
    ogType: 'website',
    ogImage: 'https://x.example/og.png',
    siteName: 'X',
    twitterCard: 'summary',
    jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
  };
  it('escapes text and attributes, and JSON-LD cannot close its script element', () => {
    const html = headHtml(head);
    expect(html).toContain('<title>A &amp; B &lt;test&gt;</title>');
    expect(html).toContain('<meta name="description" content="He said &quot;hi&quot;" data-head>');
    expect(html).toContain('<meta name="keywords" content="pf, esi" data-head>');
    expect(html).not.toContain('</script><script>');
    const json =
      html.match(/<script type="application\/ld\+json" data-head>(.*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
