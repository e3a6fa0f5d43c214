import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { root } from '../support/site.ts';

/** Every route of the site, and the redirects. */
const specRoutes = [
  '/',
  '/services',
  '/services/pf-esi',
  '/services/labour-laws',
  '/services/posh-compliance',
  '/services/business-registration',
  '/services/compliance-audit',
  '/services/regulatory-legal-support',
  '/startup-support',
  '/frameworks/companies-act',
  '/frameworks/gst',
  '/frameworks/labour-laws',
  '/frameworks/pf-esi',
  '/about',
  '/contact',
  '/blog',
  '/faq',
  '/customers',
  '/resources',
  '/resources/webinars',
  '/resources/checklists',
  '/content-generation',
  '/solutions/healthcare',
  '/solutions/it-technology',
  '/solutions/manufacturing',
  '/solutions/banking-finance',
  '/solutions/retail-ecommerce',
  '/auth',
  '/profile',
  // The compliance tools.
  '/tools',
  '/tools/pf-calculator',
  '/tools/esi-calculator',
  '/tools/gratuity-calculator',
  '/tools/gst-registration-threshold',
  '/tools/posh-committee-check',
  '/tools/compliance-calendar',
  // The compliance check-up: what applies to a business.
  '/tools/compliance-check',
  // The privacy notice, linked from the footer and the lead form's consent.
  '/privacy',
  // The regulatory updates, linked from the footer and the home page, with their Atom feed.
  '/updates',
  // Where reminder emails lead: confirming and stopping them (out of search and the sitemap).
  '/reminders/confirm',
  '/reminders/unsubscribe',
  // The writers' gallery of components, out of search and the sitemap.
  '/styleguide',
];
/** The pages that are in Hindi too, at the same path under /hi (the home page at /hi). */
const hindiRoutes = [
  '/',
  '/services',
  '/services/pf-esi',
  '/services/labour-laws',
  '/services/posh-compliance',
  '/services/business-registration',
  '/services/compliance-audit',
  '/services/regulatory-legal-support',
  '/startup-support',
  '/contact',
  '/frameworks/companies-act',
  '/frameworks/gst',
  '/frameworks/labour-laws',
  '/frameworks/pf-esi',
  '/tools/pf-calculator',
  '/tools/esi-calculator',
  '/tools/gratuity-calculator',
  '/tools/gst-registration-threshold',
  '/tools/compliance-calendar',
  '/tools/compliance-check',
  '/faq',
  '/privacy',
  '/about',
  '/blog',
  '/customers',
  '/resources',
  '/resources/checklists',
  '/resources/webinars',
  '/tools',
  '/tools/posh-committee-check',
  '/updates',
  '/solutions/banking-finance',
  '/solutions/healthcare',
  '/solutions/it-technology',
  '/solutions/manufacturing',
  '/solutions/retail-ecommerce',
  // A Hindi reminder email links these.
  '/reminders/confirm',
  '/reminders/unsubscribe',
].map((p) => (p === '/' ? '/hi' : `/hi${p}`));
const specRedirects = {
  '/services/startup-support': '/startup-support',
  '/resources/webinars/archive': '/resources/webinars',
  '/demo': '/contact#assessment',
};

describe('the site content', () => {
  const build = buildContent(root);

  it('builds with no problem', () => {
    expect(build.routes.size).toBeGreaterThan(0);
  });

  it('has every route of the specification, and no other page', () => {
    const pages = [...build.routes.values()]
      .filter((r) => r.kind !== 'redirect')
      .map((r) => r.path);
    expect(pages.sort()).toEqual([...specRoutes, ...hindiRoutes].sort());
  });

  it('redirects the old addresses', () => {
    for (const [from, to] of Object.entries(specRedirects)) {
      expect(build.routes.get(from)).toMatchObject({ kind: 'redirect', to });
    }
  });

  it('keeps the profile out of search engines, and lets them find the sign-in page', () => {
    expect(build.routes.get('/profile')?.head?.robots).toBe('noindex, follow');
    expect(build.routes.get('/auth')?.head?.robots).toBeNull();
  });
});
