import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutProps } from '../../src/app/route-types.ts';
import type {
  FrameworkFrontmatter,
  IndustryFrontmatter,
  PageFrontmatter,
  ServiceFrontmatter,
} from '../../src/content/schema.ts';
import { postsIn } from '../../src/generated/blog.ts';
import BlogLayout from '../../src/layouts/BlogLayout.tsx';
import FaqLayout from '../../src/layouts/FaqLayout.tsx';
import FrameworkLayout from '../../src/layouts/FrameworkLayout.tsx';
import HomeLayout from '../../src/layouts/HomeLayout.tsx';
import IndustryLayout from '../../src/layouts/IndustryLayout.tsx';
import PageLayout from '../../src/layouts/PageLayout.tsx';
import ServiceLayout from '../../src/layouts/ServiceLayout.tsx';
import { StaticRouter } from '../../src/lib/router.tsx';

// Post bodies are MDX, which this test has no compiler for; the blog's layout renders without them.
vi.mock('../../src/generated/blog-bodies.ts', () => ({ bodies: {} }));

/*
 * Each layout rendered as the server renders it (its static parts with their content, in place),
 * at a Hindi address and at the English one, with a small frontmatter of the page's own words: the
 * words asserted here are the layouts' own.
 */

function render<F>(
  Layout: (props: LayoutProps<F>) => ReactNode,
  frontmatter: F,
  path: string,
): string {
  return renderToString(
    <StaticRouter location={path}>
      <Layout frontmatter={frontmatter} path={path}>
        <p>Body</p>
      </Layout>
    </StaticRouter>,
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27);/g, (whole, e: string) => entities[e] ?? whole);

/** What a reader sees: the text without tags, spaces collapsed. */
const text = (html: string) =>
  decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

interface Anchor {
  href: string;
  text: string;
  hrefLang: string | null;
}

/** Every <a> of the HTML: its href, its text and its hreflang. */
function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map(([, attrs = '', inner = '']) => ({
    href: decode(/\bhref="([^"]*)"/.exec(attrs)?.[1] ?? ''),
    text: text(inner),
    hrefLang: /\bhreflang="([^"]*)"/i.exec(attrs)?.[1] ?? null,
  }));
}

const hrefOf = (html: string, linkText: string) =>
  anchors(html)
    .filter((a) => a.text === linkText)
    .map((a) => a.href);

/** An attribute's values in the HTML, such as every aria-label. */
const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\b${name}="([^"]*)"`, 'g'))].map((m) => decode(m[1] ?? ''));

const devanagari = /[\u0900-\u097F]/;

const review = {
  date: '2026-11-26',
  sources: [
    {
      title: 'Employees’ Provident Funds Scheme, 1952, paragraph 38',
      url: 'https://example.org/epf-scheme',
      kind: 'official' as const,
      checkedOn: '2026-10-05',
    },
    {
      title: 'ESIC circular',
      url: 'https://example.org/esic',
      kind: 'report' as const,
      unconfirmed: 'the state’s notification',
    },
  ],
};

const titled = (title: string) => [{ title, description: `${title}, described.` }];

/** The English words of the layouts' shared parts that a Hindi page must not show. */
const englishCommon = [
  'On this page',
  'Free assessment',
  'Last reviewed',
  'Sources',
  'instrument',
  'checked ',
  'not yet read there',
  'not confirmed',
  'Not sure what applies',
  'Want an expert',
  'Prefer to have this handled',
];

describe('the framework layout', () => {
  const fm = (language: 'en' | 'hi') =>
    ({
      frameworkName: language === 'hi' ? 'PF और ESI' : 'PF & ESI',
      hero: { heading: 'Heading', intro: 'Intro' },
      requirements: titled('Requirement'),
      challenges: titled('Challenge card'),
      features: titled('Feature'),
      timelineEvents: [{ date: '15', event: 'Event' }],
      caseStudy: { companyName: 'Company', challenge: 'C', solution: 'S', outcome: 'O' },
      faqs: [{ id: 'q', question: 'Q?', answer: 'A.' }],
      review,
    }) as unknown as FrameworkFrontmatter;

  it('shows its own words in Hindi on a Hindi page, with links to the Hindi pages', () => {
    const html = render(FrameworkLayout, fm('hi'), '/hi/frameworks/pf-esi');
    const seen = text(html);
    for (const words of [
      'कानूनी ढाँचा',
      'अंतिम समीक्षा: 26 नवंबर 2026 · स्रोत',
      'इस पेज पर',
      'PF और ESI क्या हैं?',
      'मुख्य आवश्यकताएँ',
      'आम चुनौतियाँ',
      'हम PF और ESI का अनुपालन कैसे आसान बनाते हैं',
      'अनुपालन की समय-सारिणी',
      'केस स्टडी',
      'चुनौतीC',
      'हमने क्या कियाS',
      'परिणामO',
      'अक्सर पूछे जाने वाले प्रश्न',
      'स्रोत (2 दस्तावेज़, अंतिम समीक्षा 26 नवंबर 2026)',
      '(आधिकारिक; 5 अक्टूबर 2026 को जाँचा गया)',
      '(रिपोर्ट; स्रोत में अभी पढ़ा नहीं गया; पुष्टि नहीं हुई: the state’s notification)',
      'PF और ESI का अनुपालन सही तरीके से करें',
      'हमारे विशेषज्ञ पता लगाते हैं कि आप पर क्या लागू होता है',
      'पक्का नहीं है कि आपके संगठन पर क्या लागू होता है?',
    ]) {
      expect(seen).toContain(words);
    }
    // The instruments keep their own titles, in English, and say so to a screen reader.
    const from = html.indexOf('id="sources"');
    const sources = html.slice(from, html.indexOf('</details>', from));
    expect(sources.match(/<a lang="en" href=/g)).toHaveLength(2);
    const english = render(FrameworkLayout, fm('en'), '/frameworks/pf-esi');
    expect(english.slice(english.indexOf('id="sources"'))).not.toContain('lang="en"');
    expect(hrefOf(html, 'मुफ़्त आकलन पाएँ')).toEqual(['/hi/contact#assessment']);
    expect(hrefOf(html, 'मुख्य आवश्यकताएँ देखें')).toEqual(['#key-requirements']);
    expect(hrefOf(html, 'मुफ़्त आकलन')).toEqual(['/hi/contact#assessment']);
    expect(hrefOf(html, 'विशेषज्ञ से बात करें')).toEqual(['/hi/contact#assessment']);
    expect(hrefOf(html, 'हमारी सेवाएँ देखें')).toEqual(['/hi/services']);
    // The calls to action between the sections, too.
    expect(hrefOf(html, 'मुफ़्त अनुपालन आकलन पाएँ →')).not.toHaveLength(0);
    const between = anchors(html).filter((a) => a.text.endsWith('→'));
    expect(new Set(between.map((a) => a.href))).toEqual(new Set(['/hi/contact#assessment']));
    // The sections keep their English ids, and "On this page" links them.
    for (const id of ['what-is', 'key-requirements', 'challenges', 'how-we-simplify', 'faq']) {
      expect(html).toContain(`id="${id}"`);
      expect(anchors(html).map((a) => a.href)).toContain(`#${id}`);
    }
    expect(attributeValues(html, 'aria-label')).toContain('इस पेज पर');
    for (const words of [
      ...englishCommon,
      'Regulatory framework',
      'What is',
      'Key requirements',
      'Common challenges',
      'How we simplify',
      'Compliance timeline',
      'Case study',
      'Frequently asked questions',
      'What we did',
      'Outcome',
      'compliance right',
      'Talk to an expert',
      'Explore our services',
    ]) {
      expect(seen).not.toContain(words);
    }
    expect(anchors(html).map((a) => a.href)).not.toContain('/contact#assessment');
  });

  it('is unchanged in English', () => {
    const html = render(FrameworkLayout, fm('en'), '/frameworks/pf-esi');
    const seen = text(html);
    expect(seen).not.toMatch(devanagari);
    for (const words of [
      'Regulatory framework',
      'Last reviewed 26 November 2026 · Sources',
      'On this page',
      'What is PF & ESI?',
      'Key requirements',
      'Common challenges',
      'How we simplify PF & ESI',
      'Compliance timeline',
      'Case study',
      'ChallengeC',
      'What we didS',
      'OutcomeO',
      'Frequently asked questions',
      'Sources (2 instruments, last reviewed 26 November 2026)',
      'The instruments the figures and dates on this page come from, each with the day we last read it and what the link is: "official" is the instrument or its issuer\'s own page, "public copy" its text published elsewhere, "report" an article about it.',
      '(official; checked 5 October 2026)',
      '(report; not yet read there; not confirmed: the state’s notification)',
      'Get PF & ESI compliance right',
      'Our experts map what applies to you and keep every filing on time.',
      'Not sure what applies to your organisation?',
    ]) {
      expect(seen).toContain(words);
    }
    expect(hrefOf(html, 'Get a free assessment')).toEqual(['/contact#assessment']);
    expect(hrefOf(html, 'See the key requirements')).toEqual(['#key-requirements']);
    expect(hrefOf(html, 'Free assessment')).toEqual(['/contact#assessment']);
    expect(hrefOf(html, 'Talk to an expert')).toEqual(['/contact#assessment']);
    expect(hrefOf(html, 'Explore our services')).toEqual(['/services']);
    expect(hrefOf(html, 'Get a free compliance assessment →')).not.toHaveLength(0);
    expect(anchors(html).map((a) => a.href)).not.toContain('/hi/contact#assessment');
  });
});

describe('the service layout', () => {
  const fm = (heading: string, cta: { label: string; href: string }[]) =>
    ({
      hero: { eyebrow: 'E', heading, intro: 'Intro' },
      cta,
      toc: [],
      review,
    }) as unknown as ServiceFrontmatter;

  it('goes back to the Hindi services page and closes in Hindi', () => {
    const html = render(
      ServiceLayout,
      fm('PF और ESI अनुपालन', [{ label: 'बात करें', href: '/hi/contact#assessment' }]),
      '/hi/services/pf-esi',
    );
    const seen = text(html);
    expect(hrefOf(html, 'सभी सेवाएँ')).toEqual(['/hi/services']);
    expect(seen).toContain('PF और ESI के बारे में हमसे बात करें');
    expect(seen).toContain(
      'हमें अपने संगठन के बारे में बताएँ; हम एक कार्य-दिवस के भीतर बताएँगे कि आप पर क्या लागू होता है।',
    );
    expect(seen).toContain('अंतिम समीक्षा: 26 नवंबर 2026');
    for (const words of [...englishCommon, 'All services', 'Talk to us', 'Tell us about']) {
      expect(seen).not.toContain(words);
    }
  });

  it('is unchanged in English', () => {
    const html = render(
      ServiceLayout,
      fm('PF and ESI compliance', [{ label: 'Talk', href: '/contact#assessment' }]),
      '/services/pf-esi',
    );
    const seen = text(html);
    expect(seen).not.toMatch(devanagari);
    expect(hrefOf(html, 'All services')).toEqual(['/services']);
    expect(seen).toContain('Talk to us about PF and ESI');
    expect(seen).toContain(
      'Tell us about your organisation; we reply within one business day with what applies to you.',
    );
    expect(seen).toContain('Last reviewed 26 November 2026 · Sources');
  });
});

describe('the page layout', () => {
  const fm = (backLink: { label: string; href: string }) =>
    ({
      hero: { eyebrow: 'E', heading: 'Heading', intro: 'Intro' },
      backLink,
      toc: [
        { id: 'one', title: 'One' },
        { id: 'two', title: 'Two' },
      ],
      review,
    }) as unknown as PageFrontmatter;

  it('shows "On this page" and its button in Hindi, and marks a back link to an English-only page', () => {
    const html = render(
      PageLayout,
      fm({ label: 'सभी टूल (अंग्रेज़ी में)', href: '/tools' }),
      '/hi/tools/pf-calculator',
    );
    const seen = text(html);
    expect(seen).toContain('इस पेज पर');
    expect(hrefOf(html, 'मुफ़्त आकलन')).toEqual(['/hi/contact#assessment']);
    expect(anchors(html).find((a) => a.href === '/tools')).toMatchObject({
      text: 'सभी टूल (अंग्रेज़ी में)',
      hrefLang: 'en',
    });
    for (const words of englishCommon) expect(seen).not.toContain(words);
  });

  it('leaves a back link to a Hindi page as it is', () => {
    const html = render(
      PageLayout,
      fm({ label: 'सभी सेवाएँ', href: '/hi/services' }),
      '/hi/startup-support',
    );
    expect(anchors(html).find((a) => a.href === '/hi/services')?.hrefLang).toBeNull();
  });

  it('is unchanged in English', () => {
    const html = render(
      PageLayout,
      fm({ label: 'All tools', href: '/tools' }),
      '/tools/pf-calculator',
    );
    const seen = text(html);
    expect(seen).not.toMatch(devanagari);
    expect(seen).toContain('On this page');
    expect(hrefOf(html, 'Free assessment')).toEqual(['/contact#assessment']);
    expect(anchors(html).find((a) => a.href === '/tools')?.hrefLang).toBeNull();
    expect(seen).toContain('Sources (2 instruments, last reviewed 26 November 2026)');
  });
});

describe('the FAQ layout', () => {
  const group = (id: string) => ({
    id,
    title: id,
    items: [{ id: `${id}-q`, question: `${id}?`, answer: 'A.' }],
  });
  const fm = {
    hero: { heading: 'H', intro: 'I' },
    faqGroups: ['a', 'b', 'c'].map(group),
  } as unknown as PageFrontmatter;

  it('names its groups and closes in Hindi, with a Hindi contact link by default', () => {
    const html = render(FaqLayout, fm, '/hi/faq');
    const seen = text(html);
    expect(attributeValues(html, 'aria-label')).toContain('प्रश्नों के समूह');
    expect(seen).toContain('अब भी कोई प्रश्न है?');
    expect(seen).toContain('हमारे अनुपालन विशेषज्ञ एक कार्य-दिवस के भीतर उत्तर देते हैं।');
    expect(hrefOf(html, 'हमसे संपर्क करें')).toEqual(['/hi/contact#assessment']);
    // The call to action halfway down the questions.
    expect(seen).toContain('क्या आप चाहेंगे कि यह काम हम आपके लिए संभालें?');
    expect(hrefOf(html, 'अनुपालन विशेषज्ञ से बात करें →')).toEqual(['/hi/contact#assessment']);
    for (const words of ['Still have a question', 'Our compliance experts', 'Contact us']) {
      expect(seen).not.toContain(words);
    }
    expect(attributeValues(html, 'aria-label')).not.toContain('Question groups');
  });

  it('is unchanged in English', () => {
    const html = render(FaqLayout, fm, '/faq');
    const seen = text(html);
    expect(seen).not.toMatch(devanagari);
    expect(attributeValues(html, 'aria-label')).toContain('Question groups');
    expect(seen).toContain('Still have a question?');
    expect(seen).toContain('Our compliance experts answer within one business day.');
    expect(hrefOf(html, 'Contact us')).toEqual(['/contact#assessment']);
    expect(hrefOf(html, 'Talk to a compliance expert →')).toEqual(['/contact#assessment']);
  });
});

describe('the home layout', () => {
  const fm = {
    hero: { heading: 'H', intro: 'I' },
    carousel: [
      { src: '/images/a.png', alt: 'A' },
      { src: '/images/b.png', alt: 'B' },
    ],
  } as unknown as PageFrontmatter;

  it("gives the carousel's controls Hindi names", () => {
    const html = render(HomeLayout, fm, '/hi');
    const labels = attributeValues(html, 'aria-label');
    for (const label of ['हमारी सेवाएँ', 'पिछली स्लाइड', 'अगली स्लाइड', 'स्लाइड 2 दिखाएँ', '2 में से 1']) {
      expect(labels).toContain(label);
    }
    // Still until its script runs: the button offers to play.
    expect(labels).toContain('स्लाइड चलाएँ');
    expect(text(html)).toContain('चलाएँ');
    expect(attributeValues(html, 'aria-roledescription')).toEqual(['कैरोसेल', 'स्लाइड', 'स्लाइड']);
    expect(labels.join(' ')).not.toMatch(/slide|Our services/i);
  });

  it('is unchanged in English', () => {
    const html = render(HomeLayout, fm, '/');
    const labels = attributeValues(html, 'aria-label');
    for (const label of [
      'Our services',
      'Previous slide',
      'Next slide',
      'Show slide 2',
      '1 of 2',
    ]) {
      expect(labels).toContain(label);
    }
    expect(labels).toContain('Play slides');
    expect(attributeValues(html, 'aria-roledescription')).toEqual(['carousel', 'slide', 'slide']);
    expect(html).not.toMatch(devanagari);
  });
});

describe('the industry layout', () => {
  const fm = (industry: string, industryInSentence?: string) =>
    ({
      industry,
      industryInSentence,
      hero: { heading: 'H', intro: 'I' },
      challenges: titled('Challenge card'),
      requirements: titled('Requirement'),
      features: titled('Feature'),
      caseStudy: { companyName: 'Company', challenge: 'C', solution: 'S', result: 'R' },
      review,
    }) as unknown as IndustryFrontmatter;

  it('shows its own words in Hindi on a Hindi page', () => {
    const html = render(IndustryLayout, fm('स्वास्थ्य सेवा'), '/hi/solutions/healthcare');
    const seen = text(html);
    for (const words of [
      'स्वास्थ्य सेवा में अनुपालन',
      'अवलोकन',
      'अनुपालन की चुनौतियाँ',
      'नियामक आवश्यकताएँ',
      'हम कैसे मदद करते हैं',
      'चुनौतीC',
      'हमने क्या कियाS',
      'परिणामR',
      'स्वास्थ्य सेवा में अनुपालन को रोज़ का सहज काम बनाएँ',
    ]) {
      expect(seen).toContain(words);
    }
    expect(hrefOf(html, 'मुफ़्त आकलन पाएँ')).toEqual(['/hi/contact#assessment']);
    expect(hrefOf(html, 'देखें हम कैसे मदद करते हैं')).toEqual(['#features']);
    expect(hrefOf(html, 'डेमो बुक करें')).toEqual(['/hi/contact#assessment']);
    for (const words of [...englishCommon, 'Overview', 'How we help', 'Result', 'Book a demo']) {
      expect(seen).not.toContain(words);
    }
  });

  it('is unchanged in English', () => {
    const html = render(IndustryLayout, fm('Healthcare', 'healthcare'), '/solutions/healthcare');
    const seen = text(html);
    expect(seen).not.toMatch(devanagari);
    for (const words of [
      'Healthcare compliance',
      'Overview',
      'Compliance challenges',
      'Regulatory requirements',
      'How we help',
      'ResultR',
      'Make healthcare compliance routine',
    ]) {
      expect(seen).toContain(words);
    }
    expect(hrefOf(html, 'Book a demo')).toEqual(['/contact#assessment']);
  });

  it("names the industry inside its closing heading as the page writes it, keeping an acronym's case", () => {
    const english = fm('IT & Technology', 'IT & technology');
    expect(text(render(IndustryLayout, english, '/solutions/it-technology'))).toContain(
      'Make IT & technology compliance routine',
    );
    const hindi = fm('IT और टेक्नोलॉजी');
    expect(text(render(IndustryLayout, hindi, '/hi/solutions/it-technology'))).toContain(
      'IT और टेक्नोलॉजी में अनुपालन को रोज़ का सहज काम बनाएँ',
    );
  });
});

type BlogFrontmatter = Parameters<typeof BlogLayout>[0]['frontmatter'];

describe('the blog layout', () => {
  it('lists the posts in Hindi, with its own words in Hindi', () => {
    const html = render(
      BlogLayout,
      // The blog page's module carries its language's posts, as the build gives them.
      { hero: { heading: 'ब्लॉग', intro: 'लेख' }, posts: postsIn.hi } as unknown as BlogFrontmatter,
      '/hi/blog',
    );
    const seen = text(html);
    expect(seen).toContain('सभी लेख');
    expect(seen).toContain('पढ़ने में');
    expect(seen).toContain('लेखक:');
    for (const words of ['All posts', 'min read', 'By ', 'November']) {
      expect(seen).not.toContain(words);
    }
    expect(seen).toContain('श्रम संहिताओं का एक साल');
    expect(seen).toContain('12 नवंबर 2026');
    // Every post has its Hindi translation: none is marked as English.
    expect(attributeValues(html, 'lang')).not.toContain('en-IN');
  });

  it('is unchanged in English', () => {
    const html = render(
      BlogLayout,
      {
        hero: { heading: 'Blog', intro: 'Posts' },
        posts: postsIn.en,
      } as unknown as BlogFrontmatter,
      '/blog',
    );
    const seen = text(html);
    expect(seen).toContain('All posts');
    expect(seen).toContain('min read');
    expect(hrefOf(html, 'Book a free assessment →')).toEqual(['/contact#assessment']);
  });
});
