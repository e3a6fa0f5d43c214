/**
 * Frontmatter and data-file schemas: the single source of truth for what a writer may put in
 * `content/`. Objects are strict so that a misspelt field is an error, not a silently ignored
 * value. The build (scripts/content) validates every file against these; layouts import only the
 * inferred types.
 */
import { slug } from 'github-slugger';
import { z } from 'zod';
import { INDIAN_STATES } from '../../supabase/functions/_shared/lead.ts';
import { evidenceKinds, reportOnlyUnconfirmed } from '../lib/evidence.ts';
import {
  isLanguage,
  type Language,
  languageInfo,
  languages,
  originalLanguage,
} from '../lib/languages.ts';
import { obligationsFileSchema } from './checkup-schema.ts';

export const text = z.string().trim().min(1, 'must not be empty');

/** A path on this site: starts with one slash, no host. */
export const sitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a site path starting with "/" (for example "/contact")');

/** Any link a page may show; internal ones are checked against the routes at build time. */
export const href = z
  .string()
  .regex(
    /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:|tel:)\S*$/,
    'must start with "/", "#", "https://", "mailto:" or "tel:" and contain no spaces',
  );

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'));

const imagePath = z
  .string()
  .regex(
    /^\/\S+\.(png|jpe?g|webp|avif|svg)$/,
    'must be an image path under public/, such as "/images/x.png"',
  );

export const titled = z.strictObject({ title: text, description: text });
export const link = z.strictObject({ label: text, href });
export const hero = z.strictObject({
  eyebrow: text.optional(),
  heading: text,
  intro: text,
});
/** A question and answer; `id` (the question's slug, as a heading would get) is its anchor. */
export const faq = z
  .strictObject({ question: text, answer: text })
  .transform((f) => ({ ...f, id: slug(f.question) }));

/** Fields every routed page has: what search engines and link previews read. */
const pageMeta = {
  title: text.max(70, 'should be at most 70 characters so search results do not cut it'),
  description: text
    .min(50, 'should be at least 50 characters: it is the snippet under the search result')
    .max(170, 'should be at most 170 characters so search results do not cut it'),
  keywords: z.array(text).default([]),
  ogImage: imagePath.optional(),
  ogType: z.enum(['website', 'article']).default('website'),
  twitterCard: z.enum(['summary', 'summary_large_image']).default('summary_large_image'),
  /** Trail shown to search engines; by default built from the path. */
  breadcrumbs: z.array(z.strictObject({ name: text, path: sitePath })).optional(),
  /** Shown in search results and the sitemap unless false. */
  index: z.boolean().default(true),
};

/**
 * The day someone last read the whole page against the law. "Last reviewed" shows the newer of
 * it and the page's facts' `checkedOn`.
 */
const reviewed = z
  .union([z.string(), z.date()], {
    error: (issue) =>
      issue.input === undefined
        ? 'is required: the day (YYYY-MM-DD) someone last read the page against the law'
        : 'must be a date written YYYY-MM-DD',
  })
  .pipe(isoDate);

export const pageLayouts = ['page', 'home', 'faq', 'blog'] as const;

export const pageSchema = z
  .strictObject({
    ...pageMeta,
    path: sitePath,
    layout: z.enum(pageLayouts).default('page'),
    hero,
    /** Extra JSON-LD on top of the organisation and breadcrumb every page has. */
    structuredData: z.array(z.enum(['service', 'webpage'])).default([]),
    /** For layout faq: the question groups, in order. */
    faqGroups: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase-with-hyphens'),
          title: text,
          items: z.array(faq).min(1),
        }),
      )
      .optional(),
    cta: z.array(link).optional(),
    /** Set on pages that state the law (such as /startup-support): shows "Last reviewed" and the page's sources. */
    reviewed: reviewed.optional(),
    /** A link shown above the hero, such as back to /services. */
    backLink: link.optional(),
    /**
     * A page whose job is a tool or a form (a calculator, the calendar, the assessment form): the
     * layout puts the task first, under a compact hero with no illustration and no "On this page"
     * above it, and the body starts with the task. A browser test finds these pages by this field
     * and checks that the first field is in the first screen on a phone and a laptop.
     */
    task: z.boolean().default(false),
    /** For layout home: the hero's banner slides (600 x 400 images). */
    carousel: z
      .array(z.strictObject({ src: imagePath, alt: text, href: href.optional() }))
      .optional(),
  })
  .refine((page) => !page.task || page.layout === 'page', {
    path: ['task'],
    message: 'only layout page puts a task first: remove "task" or the "layout" line',
  });

export const serviceSchema = z.strictObject({
  ...pageMeta,
  hero,
  /** The schema.org serviceType, e.g. "PF and ESI compliance". */
  serviceType: text,
  cta: z.array(link).min(1),
  reviewed,
});

const caseStudy = z.strictObject({
  companyName: text,
  challenge: text.optional(),
  solution: text.optional(),
  outcome: text,
  description: text.optional(),
});

export const frameworkSchema = z.strictObject({
  ...pageMeta,
  frameworkName: text,
  hero,
  requirements: z.array(titled).min(1),
  challenges: z.array(titled).min(1),
  features: z.array(titled).min(1),
  timelineEvents: z.array(z.strictObject({ date: text, event: text })).min(1),
  caseStudy: caseStudy.optional(),
  faqs: z.array(faq).length(5, 'must have exactly 5 questions'),
  reviewed,
});

export const industrySchema = z.strictObject({
  ...pageMeta,
  industry: text,
  /** The name as it reads inside a sentence, where that differs ("banking & finance"). */
  industryInSentence: text.optional(),
  hero,
  challenges: z.array(titled).length(4, 'must have exactly 4 challenges'),
  requirements: z.array(titled).length(4, 'must have exactly 4 requirements'),
  features: z.array(titled).length(6, 'must have exactly 6 features'),
  caseStudy: z.strictObject({
    companyName: text,
    challenge: text,
    solution: text,
    result: text,
  }),
  reviewed,
});

export const postSchema = z.strictObject({
  title: text,
  author: text,
  date: isoDate,
  excerpt: text.max(300, 'should be at most 300 characters'),
  keywords: z.array(text).default([]),
});

export const screenSchema = z.strictObject({
  ...pageMeta,
  path: sitePath,
  /** Which screen component renders it: a folder name under src/features/. */
  screen: z.enum(['auth', 'profile', 'generator']),
  heading: text,
});
export const screensFileSchema = z.array(screenSchema);

export const redirectsFileSchema = z.array(z.strictObject({ from: sitePath, to: sitePath }));

export const factUnits = [
  'percent',
  'inr',
  'inr-lakh',
  'inr-crore',
  'day-of-month',
  'count',
  'hours',
  'days',
  'date',
  'text',
] as const;

/** A link to the instrument itself: a page or file, never a site's home page. */
const instrumentUrl = z.url().refine((u) => {
  try {
    const { pathname, search } = new URL(u);
    return pathname.replace(/\/+$/, '') !== '' || search !== '';
  } catch {
    return false;
  }
}, "must link the instrument itself (the notification, section, rule or circular), not a site's home page");

/**
 * An instrument of the law: its exact name (with section, rule or number), where to read it, and
 * what that link is (src/lib/evidence.ts): the instrument on its issuer's site, an official page
 * stating it, a public copy of it, or a report about it.
 */
export const instrumentSchema = z.strictObject({
  title: text,
  url: instrumentUrl,
  kind: z.enum(evidenceKinds, {
    error: (issue) =>
      `${issue.input === undefined ? 'is required' : `is ${JSON.stringify(issue.input)}`}: say what the link is, one of ${evidenceKinds.join(', ')} (official: the instrument on its issuer's site; official-page: an official page stating it, such as a portal FAQ or circular; public-copy: the instrument's text elsewhere; report: an article about it)`,
  }),
});

/** A value a fact once had, and the instrument that changed it. */
const factChange = z.strictObject({
  /** The date the new value applies from (or was notified: the instrument's title says which). */
  date: isoDate,
  from: z.union([z.number(), z.string()]),
  to: z.union([z.number(), z.string()]),
  instrument: instrumentSchema,
});

export const factSchema = z
  .strictObject({
    label: text,
    value: z.union([z.number(), z.string()]),
    unit: z.enum(factUnits),
    source: instrumentSchema,
    /**
     * The day someone last read the value in the source. Absent while no one has: `unconfirmed`
     * then says where the value was read instead, and the build warns until it is checked.
     */
    checkedOn: isoDate.optional(),
    note: text.optional(),
    /**
     * What could not be confirmed from the instrument, in a few words ("ESIC still applies it; its
     * notification under the Code is not yet confirmed"): said on the page where the fact first
     * appears and beside its source.
     */
    unconfirmed: text.max(120, 'should be at most 120 characters: it is said inline').optional(),
    /** Each change of value, oldest first; the last one's `to` is `value`. */
    changes: z.array(factChange).optional(),
  })
  .superRefine((fact, ctx) => {
    if (!fact.checkedOn && !fact.unconfirmed) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkedOn'],
        message:
          'is missing: set the day you read the value in the source, or say in `unconfirmed` why it has not been read there',
      });
    }
    const last = fact.changes?.at(-1);
    if (last && String(last.to) !== String(fact.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['changes', (fact.changes?.length ?? 1) - 1, 'to'],
        message: `is ${JSON.stringify(last.to)}, but the fact's value is ${JSON.stringify(fact.value)}: the last change must set the current value`,
      });
    }
    fact.changes?.forEach((c, i) => {
      const prev = fact.changes?.[i - 1];
      if (prev && prev.date > c.date)
        ctx.addIssue({
          code: 'custom',
          path: ['changes', i, 'date'],
          message: 'changes are listed oldest first',
        });
    });
  })
  // A value read only in reports is not confirmed: unless the writer says more, the page says so.
  .transform((fact) =>
    fact.source.kind === 'report' && !fact.unconfirmed
      ? { ...fact, unconfirmed: reportOnlyUnconfirmed() }
      : fact,
  );
export const factsFileSchema = z.record(
  z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/, 'fact ids look like "pf.employeeRate"'),
  factSchema,
);

/**
 * A change in the law the site publishes on its updates page and feed (content/updates/<slug>.yaml).
 * The build checks that its facts have the values it names and that its pages exist.
 */
export const updateSchema = z.strictObject({
  title: text.max(90, 'should be at most 90 characters'),
  /** The date the change applies from, or the date it was notified (`dateKind`). */
  date: isoDate,
  dateKind: z.enum(['in-force', 'notified']),
  /** The day the entry was published on the site: the feed's date for it. */
  added: isoDate,
  /** What changed and who must act: plain words, two to four sentences. */
  summary: text.max(900, 'should be at most 900 characters: a summary, not an article'),
  instrument: instrumentSchema,
  /** Said beside the link when it is not the official copy (a public copy of the gazette, a report). */
  sourceNote: text.optional(),
  /** Other instruments of the same change (companion notifications, rules), or reports of it. */
  otherSources: z.array(instrumentSchema).default([]),
  /** The site's pages and tools that were updated for it. */
  routes: z.array(sitePath).default([]),
  /** Facts this change set, with the value each has since. */
  facts: z
    .array(z.strictObject({ id: text, value: z.union([z.number(), z.string()]) }))
    .default([]),
});
export type Update = z.output<typeof updateSchema>;

/**
 * An update in another language (content/<language>/updates/<slug>.yaml): its words only; the
 * dates, instruments, pages and facts are the original's.
 */
export const updateTranslationSchema = z.strictObject({
  title: text.max(90, 'should be at most 90 characters'),
  summary: text.max(900, 'should be at most 900 characters: a summary, not an article'),
  sourceNote: text.optional(),
});
export type UpdateTranslation = z.output<typeof updateTranslationSchema>;

/** A host name as a browser's `location.hostname` spells it: lower case, no scheme, port or path. */
const hostName = z
  .string()
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
    'must be a host name in lower case, such as "cdn.vendor.example" (no "https://", port or path)',
  );

/** A host in a list of hosts: exact ("localhost", "127.0.0.1", "[::1]") or "*.suffix". */
const hostPattern = z
  .string()
  .regex(
    /^((\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/,
    'must be a host in lower case ("localhost", "127.0.0.1", "[::1]") or "*." and a domain ("*.pages.dev"), with no scheme, port or path',
  );

/**
 * Third-party scripts the browser runs after the page has loaded; each is off unless configured
 * (see README "Integrations" and the top comments of src/integrations/*.ts).
 */
export const integrationsSchema = z
  .strictObject({
    /** The search-optimisation vendor's script. */
    searchOptimisation: z
      .strictObject({
        /** The host that serves the vendor's script; also passed to it as data-host. */
        host: hostName,
        /** The script's path on that host. */
        scriptPath: z
          .string()
          .regex(
            /^\/[^\s]*$/,
            'must be the path of the script on the host, starting with "/" (for example "/loader.js")',
          ),
        siteId: text,
        /** The production domain, bare: the script runs there and on its www. form only. */
        domain: hostName.refine(
          (d) => !d.startsWith('www.'),
          'must be the bare domain, such as "anupalan.in" (its "www." form is matched too)',
        ),
        /** The global the script defines once it is ready, such as "SeoVendor" or "seo.ready". */
        readyGlobal: z
          .string()
          .regex(
            /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/,
            'must be the name of a global (a dotted path is allowed), such as "SeoVendor" or "seo.ready"',
          ),
        hideBadge: z.boolean().default(true),
        disableRedirects: z.boolean().default(true),
      })
      .optional(),
    /** A beforeunload guard on addresses that name the domain-hosting provider. */
    unloadGuard: z
      .strictObject({
        /** Matched case-insensitively anywhere in the page's address. */
        providerName: z
          .string()
          .trim()
          .regex(
            /^\S{3,}$/,
            'must be the provider name as it appears in an address: 3 or more characters, no spaces',
          ),
        /** Hosts where the guard is off: development, preview deployments, the hosting platform. */
        localHosts: z.array(hostPattern).default([]),
        previewHosts: z.array(hostPattern).default([]),
        platformHosts: z.array(hostPattern).default([]),
      })
      .optional(),
  })
  .refine(
    (i) => i.searchOptimisation !== undefined || i.unloadGuard !== undefined,
    'must configure searchOptimisation or unloadGuard (or be removed: both are off without it)',
  );

/** content/languages.yaml: the site's languages, listed once (src/lib/languages.ts reads them). */
const languageSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'must be a language code of two or three letters, such as "mr"'),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag such as "hi" or "en-IN"'),
  prefix: z.union([
    z.literal(''),
    z.string().regex(/^\/[a-z][a-z-]*$/, 'must be "" (the original) or a path such as "/mr"'),
  ]),
  name: text,
  short: text,
  fonts: z.array(
    z
      .string()
      .regex(
        /^[a-z0-9-]+$/,
        'must be a font file name start such as "noto-sans-devanagari-devanagari"',
      ),
  ),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'must be a locale such as "hi-IN"')
    .refine(
      (l) => Intl.NumberFormat.supportedLocalesOf(l).length > 0,
      'is not a locale Intl knows',
    ),
  original: z.boolean().default(false),
});
export const languagesFileSchema = z
  .array(languageSchema)
  .min(1)
  .superRefine((list, ctx) => {
    const originals = list.filter((l) => l.original).length;
    if (originals !== 1)
      ctx.addIssue({
        code: 'custom',
        message: `must mark exactly one language "original: true" (found ${originals})`,
      });
    list.forEach((l, i) => {
      if (Boolean(l.original) !== (l.prefix === ''))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'prefix'],
          message: l.original
            ? 'must be "" for the original language'
            : 'must be a path such as "/mr": only the original language has ""',
        });
      for (const field of ['code', 'prefix'] as const) {
        if (list.findIndex((o) => o[field] === l[field]) < i)
          ctx.addIssue({
            code: 'custom',
            path: [i, field],
            message: `"${l[field]}" is listed twice`,
          });
      }
    });
  });

const navChild = z.strictObject({ label: text, href, description: text.optional() });
export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  parentCompany: text,
  tagline: text,
  url: z.url(),
  email: z.email(),
  phone: text,
  phoneHref: z
    .string()
    .regex(/^tel:\+?[0-9]+$/, 'must be "tel:" followed by digits, such as "tel:+911100000000"'),
  address: z.strictObject({
    locality: text,
    /**
     * The city as the pages write it where it differs from `locality`: set from a language's
     * content/<language>/site.yaml (its `locality`), not in content/site.yaml.
     */
    localityName: text.optional(),
    region: text,
    postalCode: text,
    country: z.string().length(2),
  }),
  hours: text,
  defaultOgImage: imagePath,
  social: z.array(z.strictObject({ name: text, href: href })),
  /**
   * Header links; an item with children is a dropdown, active on every path under `prefix` and on
   * its children's pages. `also` lists other paths (each with the paths under it) whose pages
   * belong to the item's section, so that it is highlighted there too.
   */
  nav: z.array(
    z.union([
      z.strictObject({ label: text, href, also: z.array(sitePath).default([]) }),
      z.strictObject({
        label: text,
        prefix: sitePath,
        children: z.array(navChild).min(1),
        also: z.array(sitePath).default([]),
      }),
    ]),
  ),
  /** Services shown in the mobile menu: four sub-links plus All Services. */
  mobileServices: z.array(navChild).length(5, 'must list 4 services plus All Services'),
  footer: z.array(z.strictObject({ title: text, links: z.array(link) })),
  /** Links beside the copyright line, such as the privacy notice. */
  footerLegal: z.array(link).default([]),
  /** Off (absent) by default. */
  integrations: integrationsSchema.optional(),
});

/**
 * A language's words for the site's chrome (content/<language>/site.yaml): the tagline and hours,
 * and the label of every header and footer link and group by its English label. Which links the
 * language's pages show is not written here: those whose page exists in the language.
 */
export const siteWordsSchema = z.strictObject({
  tagline: text,
  hours: text,
  /** The office's city (site.yaml's address.locality) as the language writes it, if otherwise. */
  locality: text.optional(),
  /** By English label: "PF & ESI: पीएफ और ईएसआई". */
  labels: z.record(z.string(), text),
  /** The header's dropdown descriptions, by the link's English path. */
  descriptions: z.record(z.string(), text).default({}),
});
export type SiteWords = z.output<typeof siteWordsSchema>;

export type PageFrontmatter = z.output<typeof pageSchema>;
export type ServiceFrontmatter = z.output<typeof serviceSchema>;
export type FrameworkFrontmatter = z.output<typeof frameworkSchema>;
export type IndustryFrontmatter = z.output<typeof industrySchema>;
export type PostFrontmatter = z.output<typeof postSchema>;
export type Screen = z.output<typeof screenSchema>;
export type Fact = z.output<typeof factSchema>;
export type SiteConfig = z.output<typeof siteSchema>;
export type IntegrationsConfig = z.output<typeof integrationsSchema>;
export type SearchOptimisationConfig = NonNullable<IntegrationsConfig['searchOptimisation']>;
export type UnloadGuardConfig = NonNullable<IntegrationsConfig['unloadGuard']>;
export type FaqItem = z.output<typeof faq>;
export type Titled = z.output<typeof titled>;
export type Link = z.output<typeof link>;

/** Groups of words that mean the same thing to a searcher (content/search-synonyms.yaml). */
export const synonymsFileSchema = z.array(z.array(text.transform((s) => s.toLowerCase())).min(2));

/* Data files under content/data/: lists that pages show and downloads are built from. */

const slugId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

const initials = z.string().regex(/^[A-Z0-9&]{1,3}$/, 'must be 1 to 3 capital letters');

export const clientsFileSchema = z
  .array(
    z.strictObject({
      name: text,
      /** A logo under public/; without one (or when it fails to load) the initials show. */
      logo: imagePath.optional(),
      initials,
    }),
  )
  .length(16, 'must list exactly 16 clients');

/**
 * Client stories in the second case-study shape: a logo, a quote with the person's name and
 * role, and two or three results (a metric and its value: a percentage, a multiplier, a grade).
 * `pages` says where each shows: `home`, or `industry:<slug>` for /solutions/<slug>. Until the
 * owner replaces them with real clients' words, each is marked "Illustrative example".
 */
export const testimonialsFileSchema = z.array(
  z.strictObject({
    id: slugId,
    companyName: text,
    /** A logo under public/; without one (or when it fails to load) a monogram of the initials. */
    logo: imagePath.optional(),
    initials,
    quote: text.max(320, 'should be at most 320 characters: a quote, not a story'),
    personName: text,
    personRole: text,
    results: z
      .array(
        z.strictObject({ metric: text, value: text.max(12, 'should be short, such as "85%"') }),
      )
      .min(2, 'must have 2 or 3 results')
      .max(3, 'must have 2 or 3 results'),
    /** False once the story is a real client's, published with their permission. */
    illustrative: z.boolean().default(true),
    pages: z
      .array(
        z.string().regex(/^(home|industry:[a-z0-9-]+)$/, 'must be "home" or "industry:<slug>"'),
      )
      .min(1),
  }),
);

/** The figures and promises the trust band shows (home page, beside the assessment form). */
export const trustFileSchema = z.strictObject({
  metrics: z
    .array(z.strictObject({ value: text.max(8, 'should be short, such as "99.5%"'), label: text }))
    .min(2)
    .max(4),
  assurances: z
    .array(z.strictObject({ title: text, text }))
    .min(2)
    .max(6),
});

export const webinarsFileSchema = z.array(
  z.strictObject({
    id: slugId,
    title: text,
    date: isoDate,
    time: text,
    description: text,
    speakers: z.array(text).min(1),
    recordingAvailable: z.boolean(),
    /** Where "Register Now" leads for an upcoming webinar. */
    registrationLink: href,
    /**
     * For a recorded webinar: its length in minutes, what the recording covers, shown in the
     * page's recordings section, and `url`, where it can be watched; without a `url` the page
     * offers it on request.
     */
    recording: z
      .strictObject({
        minutes: z.number().int().positive(),
        takeaways: z.array(text).min(1),
        url: href.optional(),
      })
      .optional(),
  }),
);

export const checklistsFileSchema = z.array(
  z.strictObject({
    id: slugId,
    title: text,
    description: text,
    category: text,
    /** False for a checklist offered elsewhere (the blog's POSH guide) but not on /resources/checklists. */
    listed: z.boolean().default(true),
    sections: z.array(z.strictObject({ title: text, items: z.array(text).min(1) })).min(1),
  }),
);

export const infographicsFileSchema = z.strictObject({
  journey: z.array(z.strictObject({ title: text, description: text })).length(5),
  coverage: z.array(
    z.strictObject({ name: text, category: text, coverage: z.number().int().min(0).max(100) }),
  ),
  automation: z.array(z.strictObject({ metric: text, value: text, description: text })).min(1),
  risk: z.array(z.strictObject({ title: text, description: text })).length(5),
});

export const socialFileSchema = z.strictObject({
  updates: z.array(z.strictObject({ title: text, content: text, date: isoDate, link: href })),
  shareable: z.array(
    z.strictObject({
      id: slugId,
      title: text,
      content: text,
      date: isoDate,
      status: z.enum(['draft', 'scheduled', 'shared']),
    }),
  ),
  poshGuide: z.strictObject({ title: text, description: text, href }),
});

const month = z.number().int().min(1, 'months are 1 (January) to 12').max(12, 'months are 1 to 12');
/** A fact of content/facts.yaml with unit day-of-month; the build checks that it is one. */
const dayFactId = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/, 'must be a fact id, such as "gst.gstr3bDay"');

/** A state or union territory, named as the lead form and the reminders name it. */
const stateName = z.enum(INDIAN_STATES, {
  error: `must be a state or union territory named as in supabase/functions/_shared/lead.ts (${INDIAN_STATES.slice(0, 3).join(', ')}...)`,
});

const calendarObligation = z.strictObject({
  id: slugId,
  name: text,
  description: text,
  /** The registration it belongs to (`registrations`' id). */
  registration: slugId,
  /** Other registrations it applies to as well (GSTR-9 for monthly and quarterly filers). */
  alsoFor: z.array(slugId).default([]),
  /** Only in these states (professional tax); everywhere when absent. */
  states: z.array(stateName).min(1).optional(),
  /**
   * monthly: a period is a calendar month; quarterly: a quarter of the financial year; annual:
   * once a year, in `month`, for a financial year.
   */
  frequency: z.enum(['monthly', 'quarterly', 'annual']),
  /** Monthly only: the months whose periods have the obligation (1 = January). */
  months: z.array(month).min(1).optional(),
  /** Annual only (and required there): the month it falls due in. */
  month: month.optional(),
  /**
   * previous-period: due after the period (the month or quarter before; for an annual
   * obligation, the financial year that ended before the date); current-period: for the period
   * the date falls in.
   */
  for: z.enum(['previous-period', 'current-period']),
  /** The fact giving the day of the month it falls due. */
  day: dayFactId,
  /**
   * Periods, by their last month, due on another day (March's TDS), and, with `month`, in
   * another month (the January to March TDS statement, due in May).
   */
  exceptions: z
    .array(z.strictObject({ periodMonth: month, day: dayFactId, month: month.optional() }))
    .default([]),
  /** Whether a due date on a closed day moves to the next working day. */
  shift: z.enum(['next-working-day', 'none']),
  /** The rule behind `shift`, with its source. */
  shiftRule: text,
  /** The page that explains the obligation. */
  href: sitePath,
});

type CalendarObligation = z.output<typeof calendarObligation>;

/** What is wrong with the fields that depend on `frequency`, as [field, message]. */
function frequencyProblems(o: CalendarObligation): [string, string][] {
  const problems: [string, string][] = [];
  if (o.months && o.frequency !== 'monthly')
    problems.push([
      'months',
      'is only for monthly obligations; quarterly ones follow the financial year',
    ]);
  if (o.frequency === 'annual' && !o.month)
    problems.push(['month', 'is required for an annual obligation: the month it falls due in']);
  if (o.frequency !== 'annual' && o.month)
    problems.push(['month', 'is only for annual obligations (monthly ones may name `months`)']);
  if (o.frequency === 'annual' && o.exceptions.length > 0)
    problems.push(['exceptions', 'are for monthly and quarterly obligations']);
  o.exceptions.forEach((e, j) => {
    if (o.frequency === 'quarterly' && e.periodMonth % 3 !== 0)
      problems.push([
        `exceptions.${j}.periodMonth`,
        'must be the last month of a quarter: 3, 6, 9 or 12',
      ]);
  });
  return problems;
}

/**
 * The compliance calendar (content/data/calendar.yaml): the registrations a business may hold,
 * recurring due dates (each with the fact that gives its day of the month, never a typed
 * number), the obligations that have no fixed date, and the days offices are closed.
 */
export const calendarFileSchema = z
  .strictObject({
    /** Checkbox labels on /tools/compliance-calendar: the registration's name first. */
    registrations: z.array(z.strictObject({ id: slugId, label: text })).min(1),
    nonWorkingDays: z.strictObject({
      /** Why these days, with the rule's source. */
      why: text,
      weekly: z.array(
        z.enum(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
      ),
      /** Saturdays closed by their place in the month: 2 is the second Saturday. */
      saturdaysOfMonth: z.array(z.number().int().min(1).max(5)),
      holidays: z.array(
        z.strictObject({ month, day: z.number().int().min(1).max(31), name: text }),
      ),
    }),
    obligations: z.array(calendarObligation),
    /**
     * Obligations that cannot be dated for every business (AOC-4 runs from the AGM): shown as
     * such, never with a guessed date. `when` may quote facts as {{fact:id}}.
     */
    undated: z
      .array(
        z.strictObject({
          id: slugId,
          name: text,
          registration: slugId,
          when: text,
          href: sitePath,
        }),
      )
      .default([]),
  })
  .superRefine((file, ctx) => {
    const registrations = new Set(file.registrations.map((r) => r.id));
    const known = `must be one of the registrations (${[...registrations].join(', ')})`;
    const seen = new Set<string>();
    const once = (id: string, path: PropertyKey[]) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: 'is used twice' });
      seen.add(id);
    };
    file.obligations.forEach((o, i) => {
      once(o.id, ['obligations', i, 'id']);
      [o.registration, ...o.alsoFor].forEach((r, j) => {
        if (!registrations.has(r)) {
          const path =
            j === 0 ? ['obligations', i, 'registration'] : ['obligations', i, 'alsoFor', j - 1];
          ctx.addIssue({ code: 'custom', path, message: known });
        }
      });
      for (const [field, message] of frequencyProblems(o))
        ctx.addIssue({ code: 'custom', path: ['obligations', i, ...field.split('.')], message });
    });
    file.undated.forEach((u, i) => {
      once(u.id, ['undated', i, 'id']);
      if (!registrations.has(u.registration))
        ctx.addIssue({ code: 'custom', path: ['undated', i, 'registration'], message: known });
    });
  });

/**
 * The compliance calendar's words in another language (content/hi/data/calendar.yaml): the same
 * items as content/data/calendar.yaml, in the same order, by their ids (a holiday by its month
 * and day), with only the words each shows. The dates' rules stay in the English file alone, so
 * a translation cannot move a date; the build checks that it keeps every item and quotes the
 * same facts (scripts/content/calendar.ts, `calendarInLanguage`).
 */
export const calendarWordsFileSchema = z.strictObject({
  registrations: z.array(z.strictObject({ id: slugId, label: text })),
  nonWorkingDays: z.strictObject({
    why: text,
    holidays: z.array(z.strictObject({ month, day: z.number().int().min(1).max(31), name: text })),
  }),
  obligations: z.array(
    z.strictObject({ id: slugId, name: text, description: text, shiftRule: text }),
  ),
  undated: z.array(z.strictObject({ id: slugId, name: text, when: text })).default([]),
});
export type CalendarWordsFile = z.output<typeof calendarWordsFileSchema>;

/** Every data file, by its name in content/data/<name>.yaml. */
/** The starting points the search dialog offers before anything is typed. */
export const shortcutsFileSchema = z
  .array(z.strictObject({ label: text, href, description: text }))
  .min(1)
  .max(8);

const scriptNames = new Intl.DisplayNames(['en'], { type: 'script' });

/**
 * The script a language is written in, by its locale ("hi-IN": Devanagari, "ta-IN": Tamil), and
 * a pattern that finds one of its letters; null where the locale's script is not one of Unicode's
 * (zh-CN's Hans).
 */
function scriptOf(language: Language): { name: string; letter: RegExp } | null {
  const { locale } = languageInfo(language);
  const script = new Intl.Locale(locale).maximize().script;
  if (script === undefined) return null;
  try {
    const letter = new RegExp(`\\p{Script=${script}}`, 'u');
    return { name: `${scriptNames.of(script) ?? script}, the script of ${locale}`, letter };
  } catch {
    return null;
  }
}

type GlossaryEntry = {
  term: Record<string, string>;
  also: Record<string, string[]>;
};

/** What is wrong with one glossary entry: each problem's path in the entry and message. */
function glossaryEntryProblems(t: GlossaryEntry, i: number): { path: string[]; message: string }[] {
  const name = t.term[originalLanguage];
  const entry = name === undefined ? `entry ${i + 1}` : `"${name}"`;
  const problems: { path: string[]; message: string }[] = [];
  if (name === undefined)
    problems.push({
      path: ['term'],
      message: `${entry} has no ${originalLanguage} term: every entry has the original's`,
    });
  for (const field of ['term', 'also'] as const)
    for (const code of Object.keys(t[field]))
      if (!isLanguage(code))
        problems.push({
          path: [field, code],
          message: `${entry}: "${code}" is not a language of content/languages.yaml (${languages.join(', ')})`,
        });
  if (Object.hasOwn(t.also, originalLanguage))
    problems.push({
      path: ['also', originalLanguage],
      message: `${entry}: the original language's synonyms are content/search-synonyms.yaml, not \`also\``,
    });
  for (const [code, term] of Object.entries(t.term)) {
    const script = isLanguage(code) ? scriptOf(code) : null;
    if (script && !script.letter.test(term))
      problems.push({ path: ['term', code], message: `${entry}: is the term in ${script.name}` });
  }
  return problems;
}

/**
 * The glossary of compliance terms (content/data/glossary.yaml). Each entry's `term` is keyed by
 * language code (content/languages.yaml): the original's (English) term, which names the entry,
 * and each translation's term for its pages, written in its language's script (by its locale). A
 * language added to the list gives its terms as entries' keys, with no change to this schema.
 *
 * `also` is keyed by language too, not one list for all: the spellings a reader types are those
 * of the language they read (Hindi readers type पीएफ or "bhavishya nidhi"), so each language's
 * search index takes its own term, the original's and its own `also` as one synonym group, and a
 * new language's spellings change no other language's search. The original has no `also`: its
 * own synonyms are content/search-synonyms.yaml.
 */
export const glossaryFileSchema = z
  .array(
    z.strictObject({
      term: z.record(z.string(), text),
      also: z.record(z.string(), z.array(text)).default({}),
      note: text.optional(),
    }),
  )
  .min(1)
  .superRefine((terms, ctx) => {
    const seen = new Set<string>();
    terms.forEach((t, i) => {
      for (const p of glossaryEntryProblems(t, i))
        ctx.addIssue({ code: 'custom', path: [i, ...p.path], message: p.message });
      const name = t.term[originalLanguage];
      if (name !== undefined && seen.has(name))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'term', originalLanguage],
          message: `"${name}" is listed twice`,
        });
      if (name !== undefined) seen.add(name);
    });
  });

/**
 * The Hindi of content/facts.yaml's words, by the same fact ids (content/hi/facts.yaml): each
 * fact's label and note, the value of a fact whose unit is text, and what is not confirmed of a fact
 * that says so. Figures stay in facts.yaml.
 */
export const factsTranslationFileSchema = z.record(
  z.string(),
  z.strictObject({
    label: text,
    value: text.optional(),
    note: text.optional(),
    /** What could not be confirmed (the fact's `unconfirmed`), as the language's pages say it. */
    unconfirmed: text.max(120, 'should be at most 120 characters: it is said inline').optional(),
  }),
);

export const dataSchemas = {
  shortcuts: shortcutsFileSchema,
  clients: clientsFileSchema,
  testimonials: testimonialsFileSchema,
  trust: trustFileSchema,
  webinars: webinarsFileSchema,
  checklists: checklistsFileSchema,
  infographics: infographicsFileSchema,
  social: socialFileSchema,
  calendar: calendarFileSchema,
  glossary: glossaryFileSchema,
  obligations: obligationsFileSchema,
} as const;
export type DataName = keyof typeof dataSchemas;
export type DataOf<N extends DataName> = z.output<(typeof dataSchemas)[N]>;
