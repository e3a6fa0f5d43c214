import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shortcuts } from '../../src/generated/data/shortcuts.ts';
import { search } from '../../src/generated/messages/search.ts';
import { messagesIn } from '../../src/lib/language.ts';
import { StaticRouter } from '../../src/lib/router.tsx';
import type { Hit, SearchDoc, SearchOutcome } from '../../src/search/engine.ts';
import { SearchButton } from '../../src/search/SearchButton.tsx';
import SearchDialog from '../../src/search/SearchDialog.tsx';
import { NoResults, ResultGroups, SearchFailed } from '../../src/search/SearchResults.tsx';
import { statusText } from '../../src/search/useSearch.ts';

// The dialog renders into a portal, which a server render leaves empty: render it in place. The
// index is not fetched (the dialog shows its popular topics while it loads).
vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@radix-ui/react-dialog')>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../src/search/load.ts', () => ({ loadSearch: () => new Promise(() => {}) }));

const at = (path: string, node: ReactNode) =>
  renderToString(<StaticRouter location={path}>{node}</StaticRouter>);
const dialog = (path: string) =>
  at(path, <SearchDialog open onOpenChange={() => {}} returnFocus={() => {}} />);

const hit = (doc: SearchDoc): Hit => ({
  doc,
  score: 1,
  title: [{ text: doc.heading ?? doc.page, match: false }],
  snippet: [{ text: doc.text, match: false }],
});
const service = hit({
  href: '/hi/services/pf-esi#अवलोकन',
  kind: 'service',
  page: 'PF और ESI अनुपालन',
  heading: 'अवलोकन',
  text: 'भविष्य निधि (PF) हर महीने।',
});
const tool = hit({
  href: '/hi/tools/pf-calculator',
  kind: 'tool',
  page: 'PF अंशदान कैलकुलेटर',
  heading: null,
  text: 'PF अंशदान निकालें।',
});
const outcome: SearchOutcome = { hits: [service, tool], partial: true };
const groups = [
  { kind: 'service' as const, hits: [service] },
  { kind: 'tool' as const, hits: [tool] },
];
const results = (path: string) =>
  at(path, <ResultGroups listId="list" outcome={outcome} groups={groups} option={() => ({})} />);

describe('the search button', () => {
  it('says खोजें on a Hindi page, Search on an English one', () => {
    const hindi = at('/hi/services', <SearchButton />);
    expect(hindi).toContain('>खोजें</span>');
    expect(hindi).toContain('title="खोजें (Ctrl+K)"');
    expect(hindi).not.toContain('Search');
    const english = at('/services', <SearchButton />);
    expect(english).toContain('>Search</span>');
    expect(english).toContain('title="Search (Ctrl+K)"');
  });
});

describe('the search dialog', () => {
  it('speaks Hindi on a Hindi page', () => {
    const html = dialog('/hi/services');
    expect(html).toContain('साइट पर खोजें');
    expect(html).toContain('aria-label="गाइड, सेवाएँ और अक्सर पूछे जाने वाले प्रश्न खोजें"');
    expect(html).toContain('placeholder="खोजें: PF, GSTR-3B, आंतरिक समिति…"');
    expect(html).toContain('बंद करें');
    expect(html).toContain('लोकप्रिय विषय');
    expect(html).toMatch(/Enter<\/kbd> (<!-- -->)?से खोलें/);
    for (const english of ['Search the site', 'Close', 'Popular topics', 'to open'])
      expect(html).not.toContain(english);
  });

  it('keeps its English words on an English page', () => {
    const html = dialog('/services');
    expect(html).toContain('Search the site');
    expect(html).toContain('aria-label="Search guides, services, FAQs and posts"');
    expect(html).toContain('placeholder="Search: PF, GSTR-3B, POSH committee…"');
    expect(html).toContain('>Close</button>');
    expect(html).toContain('Popular topics');
    expect(html).toMatch(/Enter<\/kbd> (<!-- -->)?to open/);
    // The popular topics of content/data/shortcuts.yaml.
    for (const s of shortcuts) expect(html).toContain(`href="${s.href}"`);
    expect(html).not.toContain('खोजें');
  });
});

describe('what the dialog shows below its input', () => {
  it('groups the results under Hindi names on a Hindi page', () => {
    const html = results('/hi/services');
    expect(html).toContain('aria-label="खोज परिणाम"');
    expect(html).toContain('aria-label="सेवाएँ"');
    expect(html).toContain('aria-label="टूल"');
    expect(html).toContain('किसी भी पेज पर ये सभी शब्द नहीं हैं; इन पेजों पर इनमें से कुछ शब्द हैं।');
    // A page's own result is labelled with its kind.
    expect(html).toMatch(/टूल<\/span><span class="block font-medium text-slate-900">PF अंशदान/);
  });

  it('keeps the English names on an English page', () => {
    const html = results('/services');
    expect(html).toContain('aria-label="Search results"');
    expect(html).toContain('aria-label="Services"');
    expect(html).toContain('aria-label="Tools"');
    expect(html).toContain('No page has all of those words; these have some of them.');
  });

  it('offers the Hindi FAQ and the Hindi contact form when nothing matched on a Hindi page', () => {
    const html = at('/hi/services', <NoResults searched="zzqx" onClose={() => {}} />);
    expect(html).toContain('“zzqx” के लिए कोई परिणाम नहीं मिला।');
    expect(html).toMatch(/दूसरे शब्दों से खोजें,.*<a href="\/hi\/faq"[^>]*>अक्सर पूछे जाने वाले प्रश्न<\/a>/);
    expect(html).toMatch(/<a href="\/hi\/contact#assessment"[^>]*>हमारी टीम से पूछें<\/a>/);
    const english = at('/services', <NoResults searched="zzqx" onClose={() => {}} />);
    expect(english).toContain('No results for “zzqx”.');
    expect(english).toMatch(/<a href="\/faq"[^>]*>frequently asked questions<\/a>/);
    expect(english).toMatch(/<a href="\/contact#assessment"[^>]*>ask our team<\/a>/);
  });

  it('says in Hindi that search could not load', () => {
    const html = at('/hi', <SearchFailed onRetry={() => {}} />);
    expect(html).toContain('खोज लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    expect(html).toContain('>फिर से कोशिश करें</button>');
    expect(at('/', <SearchFailed onRetry={() => {}} />)).toContain('>Try again</button>');
  });
});

describe('what the status line announces', () => {
  it('counts results and says it is loading in the page language', () => {
    const found = (n: number): SearchOutcome => ({ hits: Array(n).fill(service), partial: false });
    const hi = messagesIn(search, 'hi');
    const en = messagesIn(search, 'en');
    expect(statusText(hi, true, 'पीएफ', null)).toBe('खोज लोड हो रही है…');
    expect(statusText(hi, false, 'पीएफ', found(1))).toBe('1 परिणाम मिला।');
    expect(statusText(hi, false, 'पीएफ', found(3))).toBe('3 परिणाम मिले।');
    expect(statusText(hi, false, 'zzqx', found(0))).toBe('“zzqx” के लिए कोई परिणाम नहीं मिला।');
    expect(statusText(en, true, 'pf', null)).toBe('Loading search…');
    expect(statusText(en, false, 'pf', found(1))).toBe('1 result.');
    expect(statusText(en, false, 'pf', found(3))).toBe('3 results.');
    expect(statusText(en, false, 'zzqx', found(0))).toBe('No results for “zzqx”.');
  });
});
