import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build.ts';
import { writeGenerated } from '../../scripts/content/generate.ts';
import { githubAnnotation, reportWarnings } from '../../scripts/content/problems.ts';
import { pageReview } from '../../scripts/content/review.ts';
import { searchDocs } from '../../scripts/content/search-index.ts';
import { updateItems } from '../../scripts/content/updates.ts';
import { atomFeed, feedWordsIn } from '../../scripts/feed.ts';
import { updateDateLine, updatesFeedPathIn } from '../../src/lib/updates.ts';
import { contentProblems, description, fixture, page } from '../support/fixture.ts';

const fact = (id: string, value: string | number, checkedOn: string, url: string, extra = '') =>
  `${id}:\n  label: ${id}\n  value: ${value}\n  unit: ${typeof value === 'number' ? 'count' : 'text'}\n  source: { title: "Instrument of ${id}", url: "${url}", kind: official }\n  checkedOn: ${checkedOn}\n${extra}`;

const facts = [
  fact('pf.threshold', 20, '2026-11-26', 'https://www.indiacode.nic.in/handle/123/2104?sec=1'),
  fact('gst.rate', '18%', '2026-06-01', 'https://cbic-gst.gov.in/notification-9-2025.pdf'),
].join('');

const update = (extra: Record<string, string> = {}) =>
  Object.entries({
    title: 'GST moves to two main rates',
    date: '2025-09-22',
    dateKind: 'in-force',
    added: '2026-11-26',
    summary: 'Most goods are taxed at {{fact:gst.rate}}. Check the rate of every item you sell.',
    instrument:
      '\n  title: Notification No. 9/2025-Central Tax (Rate)\n  url: https://cbic-gst.gov.in/notification-9-2025.pdf\n  kind: official',
    routes: '[/gst]',
    facts: '\n  - { id: gst.rate, value: 18% }',
    ...extra,
  })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** A site with a /gst page stating two facts, and an /updates page. */
const files = (more: Record<string, string> = {}) => ({
  'content/pages/gst.mdx': page(
    '/gst',
    'reviewed: 2026-01-10\n',
    'GST is <Fact id="gst.rate" />; PF from <Fact id="pf.threshold" />.',
  ),
  'content/pages/plain.mdx': page('/plain', '', 'No law here.'),
  'content/pages/updates.mdx': page('/updates', '', '<RegulatoryUpdates />'),
  ...more,
});

describe('statutory facts', () => {
  it("refuse a source that is a site's home page, naming the fact's line", () => {
    const root = fixture(files(), {
      facts: facts + fact('esi.rate', 10, '2026-11-26', 'https://www.esic.gov.in/'),
    });
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({
        file: 'content/facts.yaml',
        field: 'esi.rate.source.url',
        message: expect.stringContaining('must link the instrument itself'),
      }),
    );
  });

  it('refuse a change record that does not end at the current value', () => {
    const changes = `  changes:\n    - date: 2025-09-22\n      from: 12%\n      to: 5%\n      instrument: { title: Notification 9/2025, url: "https://cbic-gst.gov.in/n9.pdf", kind: official }\n`;
    const root = fixture(files(), {
      facts:
        facts + fact('gst.other', '18%', '2026-11-26', 'https://cbic-gst.gov.in/n9.pdf', changes),
    });
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({
        field: 'gst.other.changes[0].to',
        message:
          'is "5%", but the fact\'s value is "18%": the last change must set the current value',
      }),
    );
  });

  it('due for review after 180 days are warnings on their line, and the build goes on', () => {
    const root = fixture(files(), { facts });
    const build = buildContent(root, { today: '2026-11-29' });
    expect(build.warnings).toHaveLength(1);
    const [warning] = build.warnings;
    expect(warning).toMatchObject({
      file: 'content/facts.yaml',
      field: 'gst.rate.checkedOn',
      message: expect.stringContaining('was 2026-06-01, 181 days ago'),
    });
    const lines = readFileSync(path.join(root, 'content/facts.yaml'), 'utf8').split('\n');
    expect(lines[(warning?.line ?? 0) - 1]).toBe('  checkedOn: 2026-06-01');
    expect(githubAnnotation(warning as never, 'warning')).toMatch(
      /^::warning file=content\/facts\.yaml,line=\d+,title=Content%3A gst\.rate\.checkedOn::was 2026-06-01/,
    );
    expect(buildContent(root, { today: '2026-11-28' }).warnings).toEqual([]);

    const printed: string[] = [];
    reportWarnings(build.warnings, (text) => printed.push(text));
    expect(printed.join('\n')).toMatch(/^1 warning \(not errors: the build goes on\):/);
  });
});

describe('regulatory updates', () => {
  it('load newest first and feed the generated module and the search', () => {
    const root = fixture(
      files({
        'content/updates/gst-rates.yaml': update(),
        'content/updates/pf-codes.yaml': update({
          title: 'Labour Codes in force',
          date: '2025-11-21',
          routes: '[]',
          facts: '[{ id: pf.threshold, value: 20 }]',
        }),
      }),
      { facts },
    );
    const build = buildContent(root, { today: '2026-11-26' });
    expect(build.updates.map((u) => u.slug)).toEqual(['pf-codes', 'gst-rates']);
    writeGenerated(build);
    const generated = readFileSync(path.join(root, 'src/generated/updates.ts'), 'utf8');
    expect(generated).toContain('"en": "/updates"');
    expect(generated).toContain('"title": "Heading /gst"');
    expect(searchDocs(build)).toContainEqual(
      expect.objectContaining({ href: '/updates#gst-rates', kind: 'update' }),
    );
  });

  it("refuse a fact whose value is not the update's, an unknown fact and a missing page", () => {
    const root = fixture(
      files({
        'content/updates/gst-rates.yaml': update({
          routes: '[/gst, /nowhere]',
          facts: '\n  - { id: gst.rate, value: 12% }\n  - { id: gst.nothing, value: 1 }',
        }),
      }),
      { facts },
    );
    const problems = contentProblems(root).filter((p) => p.file.startsWith('content/updates'));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/updates/gst-rates.yaml',
        line: 12,
        field: 'facts[0].value',
        message: expect.stringContaining(
          'is "12%", but content/facts.yaml gives "gst.rate" the value "18%"',
        ),
      }),
      expect.objectContaining({
        file: 'content/updates/gst-rates.yaml',
        line: 13,
        field: 'facts[1].id',
        message: 'names the fact "gst.nothing", which content/facts.yaml does not have',
      }),
      expect.objectContaining({
        field: 'routes[1]',
        message: expect.stringContaining('/nowhere'),
      }),
    ]);
  });

  it('refuse a bad date, a missing instrument link and an unknown field, by line', () => {
    const root = fixture(
      files({
        'content/updates/bad.yaml': update({ date: '22 September 2025', colour: 'red' }).replace(
          /\n {2}url: .*/,
          '',
        ),
      }),
      { facts },
    );
    const problems = contentProblems(root);
    expect(problems.map((p) => `${p.line} ${p.field}`)).toEqual(
      expect.arrayContaining(['2 date', '6 instrument.url', '12 colour']),
    );
  });

  it('in Hindi: the translated words, Hindi pages and dates, a Hindi feed, and English marked', () => {
    const root = fixture(
      files({
        'content/updates/gst-rates.yaml': update(),
        'content/updates/pf-codes.yaml': update({ title: 'Labour Codes in force', routes: '[]' }),
        'content/hi/updates/gst-rates.yaml':
          'title: GST की दो मुख्य दरें\nsummary: ज़्यादातर वस्तुओं पर {{fact:gst.rate}} कर। हर वस्तु की दर जाँचें।\n',
        'content/hi/pages/updates.mdx': page('/updates', '', '<RegulatoryUpdates />'),
        'content/hi/pages/gst.mdx': page(
          '/gst',
          'reviewed: 2026-01-10\n',
          'PF <Fact id="pf.threshold" />।',
        ),
      }),
      { facts },
    );
    const build = buildContent(root, { today: '2026-11-26' });
    const [gst, codes] = updateItems(build, 'hi');
    expect(gst).toMatchObject({
      title: 'GST की दो मुख्य दरें',
      pages: [{ href: '/hi/gst', title: 'Heading /gst' }],
    });
    expect(gst?.wordsIn).toBeUndefined();
    expect(codes).toMatchObject({ title: 'Labour Codes in force', wordsIn: 'en' });
    expect(updateDateLine({ date: '2025-09-22', dateKind: 'in-force' }, 'hi')).toBe(
      '22 सितंबर 2025 से लागू',
    );
    expect(build.warnings.map((w) => w.message)).toContain(
      'has no translation (content/hi/updates/pf-codes.yaml)',
    );
    const feed = atomFeed({
      siteName: 'Test',
      siteUrl: 'https://test.example/',
      page: '/hi/updates',
      feedPath: updatesFeedPathIn('hi'),
      updates: updateItems(build, 'hi'),
      language: 'hi',
      words: feedWordsIn(build, 'hi'),
    });
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi-IN">');
    expect(feed).toContain('<id>https://test.example/hi/updates.xml</id>');
    expect(feed).toContain('<title>Test: नियामक अपडेट</title>');
    expect(feed).toContain('<title>GST की दो मुख्य दरें</title>');
    expect(feed).toContain('<entry xml:lang="en-IN">');
    expect(searchDocs(build, 'hi')).toContainEqual(
      expect.objectContaining({ href: '/hi/updates#gst-rates', page: 'GST की दो मुख्य दरें' }),
    );
  });

  it('refuse a translated update whose original does not exist or whose figures differ', () => {
    const root = fixture(
      files({
        'content/updates/gst-rates.yaml': update(),
        'content/hi/updates/gst-rates.yaml': 'title: GST दरें\nsummary: ज़्यादातर वस्तुओं पर 12% कर।\n',
        'content/hi/updates/nothing.yaml': 'title: कुछ नहीं\nsummary: कुछ नहीं।\n',
      }),
      { facts },
    );
    const problems = contentProblems(root).filter((p) => p.file.startsWith('content/hi/updates'));
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'content/hi/updates/gst-rates.yaml: leaves out 18 and adds 12: a translated update states the same figures and dates as content/updates/gst-rates.yaml',
      "content/hi/updates/nothing.yaml: translates content/updates/nothing.yaml, which does not exist: a translated update has its original's file name",
    ]);
  });
});

describe('"Last reviewed" and sources', () => {
  const loaded = (facts: string) => {
    const build = buildContent(fixture(files(), { facts }), { today: '2026-11-26' });
    const entry = (p: string) => build.routes.get(p)?.entry;
    return { build, entry };
  };

  it("is the newest of the page's review date and its facts' checks, with each source once", () => {
    const { build, entry } = loaded(
      `${facts}${fact('pf.other', 1, '2026-11-20', 'https://www.indiacode.nic.in/handle/123/2104?sec=1')}`,
    );
    const gst = entry('/gst');
    if (!gst) throw new Error('no /gst');
    expect(pageReview(gst, build.facts)).toEqual({
      date: '2026-11-26',
      sources: [
        {
          title: 'Instrument of gst.rate',
          url: 'https://cbic-gst.gov.in/notification-9-2025.pdf',
          kind: 'official',
          checkedOn: '2026-06-01',
        },
        {
          title: 'Instrument of pf.threshold',
          url: 'https://www.indiacode.nic.in/handle/123/2104?sec=1',
          kind: 'official',
          checkedOn: '2026-11-26',
        },
      ],
    });
  });

  it("is the page's own date when that is newer, and absent from pages without one", () => {
    const older = facts.replace(/checkedOn: [\d-]+/g, 'checkedOn: 2025-12-01');
    const { build, entry } = loaded(older);
    const gst = entry('/gst');
    const plain = entry('/plain');
    if (!gst || !plain) throw new Error('missing pages');
    expect(pageReview(gst, build.facts)?.date).toBe('2026-01-10');
    expect(pageReview(plain, build.facts)).toBeNull();
  });

  it('is required on service pages', () => {
    const service = `---\ntitle: PF\ndescription: ${description}\nserviceType: PF\nhero:\n  heading: PF\n  intro: Intro.\ncta:\n  - { label: Contact, href: / }\n---\n\nText.\n`;
    const root = fixture(files({ 'content/services/pf.mdx': service }), { facts });
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({
        file: 'content/services/pf.mdx',
        field: 'reviewed',
        message: 'is required: the day (YYYY-MM-DD) someone last read the page against the law',
      }),
    );
  });
});
