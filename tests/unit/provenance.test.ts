import { toString as mdastToString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../scripts/content/analyze.ts';
import { buildContent } from '../../scripts/content/build.ts';
import { evidenceCounts, evidenceLine, titleLinkProblem } from '../../scripts/content/evidence.ts';
import { githubAnnotation } from '../../scripts/content/problems.ts';
import { factWordsIn, remarkFacts } from '../../scripts/content/remark-facts.ts';
import { bareFigures } from '../../scripts/content/statutory-numbers.ts';
import { factSchema } from '../../src/content/schema.ts';
import { evidenceWord, reportOnlyUnconfirmed } from '../../src/lib/evidence.ts';
import { contentProblems, fixture, page } from '../support/fixture.ts';

const fact = (id: string, value: number, kind: string, extra = '') =>
  `${id}:\n  label: ${id}\n  value: ${value}\n  unit: inr\n  source:\n    title: Instrument of ${id}\n    url: https://example.in/${id}\n${kind ? `    kind: ${kind}\n` : ''}  checkedOn: 2026-11-26\n${extra}`;

const facts = [
  fact('pf.wageCeiling', 25000, 'official'),
  fact('pf.epsMaxMonthly', 2083, 'public-copy'),
  fact('esi.wageCeiling', 21000, 'report'),
].join('');

const update = (summary: string) =>
  [
    'title: PF wage ceiling raised',
    'date: 2026-09-17',
    'dateKind: in-force',
    'added: 2026-11-26',
    `summary: ${summary}`,
    'instrument: { title: S.O. 5109(E), url: "https://egazette.gov.in/WriteReadData/2026/276299.pdf", kind: official }',
    '',
  ].join('\n');

const tool = (body: string) => ({
  'content/pages/tools-pf.mdx': page('/tools/pf', '', body),
});

describe('evidence kind', () => {
  it('is required on every source, with a message naming the kinds', () => {
    const root = fixture({}, { facts: facts + fact('esi.dueDay', 15, '') });
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({
        file: 'content/facts.yaml',
        field: 'esi.dueDay.source.kind',
        message: expect.stringContaining(
          'is required: say what the link is, one of official, official-page, public-copy, report',
        ),
      }),
    );
  });

  it('refuses a kind that is not one of the four', () => {
    const root = fixture({}, { facts: facts + fact('esi.dueDay', 15, 'blog') });
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({
        field: 'esi.dueDay.source.kind',
        message: expect.stringContaining('is "blog"'),
      }),
    );
  });

  it('makes a fact read only in reports unconfirmed, unless the writer said what is missing', () => {
    const parse = (kind: string, unconfirmed?: string) =>
      factSchema.parse({
        label: 'L',
        value: 1,
        unit: 'count',
        source: { title: 'T', url: 'https://example.in/t', kind },
        checkedOn: '2026-11-26',
        ...(unconfirmed ? { unconfirmed } : {}),
      });
    expect(parse('report').unconfirmed).toBe(reportOnlyUnconfirmed());
    expect(parse('report', 'the rule itself').unconfirmed).toBe('the rule itself');
    expect(parse('public-copy').unconfirmed).toBeUndefined();
  });

  it('is counted by the build, fact by fact', () => {
    const build = buildContent(fixture({}, { facts }));
    expect(evidenceCounts(build.facts)).toEqual({
      byKind: { official: 1, 'official-page': 0, 'public-copy': 1, report: 1 },
      reportOnly: 1,
    });
    expect(evidenceLine(build.facts)).toBe(
      'facts by evidence: 1 official, 0 official page, 1 public copy, 1 report (1 marked unconfirmed because only reports were found)',
    );
  });

  it("is said beside each source of a page's facts, in its language", () => {
    const build = buildContent(fixture({}, { facts }));
    const rendered = (language: 'en' | 'hi') => {
      const tree = parseMdx('<FactSource ids="pf.wageCeiling,pf.epsMaxMonthly,esi.wageCeiling" />');
      remarkFacts(build.facts, language, factWordsIn(build, language))()(tree);
      return mdastToString(tree);
    };
    const english = rendered('en');
    expect(english).toContain('Instrument of pf.wageCeiling (official; checked 26 November 2026)');
    expect(english).toContain('Instrument of pf.epsMaxMonthly (public copy; checked');
    expect(english).toContain(
      `Instrument of esi.wageCeiling (report; checked 26 November 2026; not confirmed: ${reportOnlyUnconfirmed()})`,
    );
    expect(rendered('hi')).toContain('Instrument of pf.epsMaxMonthly (सार्वजनिक प्रति;');
  });

  it('reads as one word beside a source, in English and Hindi', () => {
    expect(
      ['official', 'official-page', 'public-copy', 'report'].map((k) =>
        evidenceWord(k as 'official'),
      ),
    ).toEqual(['official', 'official', 'public copy', 'report']);
    expect(evidenceWord('public-copy', 'hi')).toBe('सार्वजनिक प्रति');
  });
});

describe('bare statutory numbers', () => {
  it('refuses a ₹ amount or a percentage in a tool page that is not a fact, by line', () => {
    const root = fixture(tool('Employees pay 12% up to ₹25,000 a month.'), { facts });
    const problems = contentProblems(root).filter((p) => p.file === 'content/pages/tools-pf.mdx');
    expect(problems).toEqual([
      expect.objectContaining({
        line: 10,
        column: 15,
        message: expect.stringContaining('states 12% and ₹25,000 as bare numbers: quote its fact'),
      }),
    ]);
  });

  it('becomes a pull-request annotation on the figure', () => {
    const root = fixture(tool('Employees pay 12% of wages.'), { facts });
    const [problem] = contentProblems(root);
    if (!problem) throw new Error('no problem');
    expect(githubAnnotation(problem)).toMatch(
      /^::error file=content\/pages\/tools-pf\.mdx,line=10,col=15,title=Content::states 12%25 as a bare number/,
    );
  });

  it('shows what <Example> and <Historical> hold, as written', () => {
    const tree = parseMdx('At <Example>₹10,000</Example>, once <Historical>₹15,000</Historical>.');
    remarkFacts({}, 'en', factWordsIn(buildContent(fixture({})), 'en'))()(tree);
    expect(mdastToString(tree)).toBe('At ₹10,000, once ₹15,000.');
    expect(JSON.stringify(tree)).not.toContain('mdxJsx');
  });

  it('accepts facts, worked examples and marked past values', () => {
    const body = [
      'The ceiling is <Fact id="pf.wageCeiling" />; it was <Historical>₹15,000</Historical> from 2014.',
      '',
      '<Example>',
      '',
      '| Wages | Employee |',
      '|---|---|',
      '| ₹10,000 | ₹1,200 |',
      '',
      '</Example>',
      '',
      'The calculator opens with <Example>₹40,000</Example>.',
    ].join('\n');
    const root = fixture(tool(body), { facts });
    expect(contentProblems(root)).toEqual([]);
  });

  it('leaves pages that are not guides alone', () => {
    const root = fixture(
      { 'content/pages/about.mdx': page('/about', '', 'We grew 40% in 2025.') },
      { facts },
    );
    expect(contentProblems(root)).toEqual([]);
  });

  it('refuses a bare figure in an update summary, and shows {{fact:id}} and {{historical:…}} as the reader reads them', () => {
    const bare = fixture(
      { 'content/updates/pf.yaml': update('The ceiling is ₹25,000.') },
      { facts },
    );
    expect(contentProblems(bare)).toEqual([
      expect.objectContaining({
        file: 'content/updates/pf.yaml',
        field: 'summary',
        message: expect.stringContaining('states ₹25,000 as a bare number'),
      }),
    ]);
    const quoted = fixture(
      {
        'content/updates/pf.yaml': update(
          'The ceiling is {{fact:pf.wageCeiling}}, up from {{historical:₹15,000}}.',
        ),
      },
      { facts },
    );
    expect(buildContent(quoted).updates[0]?.summary).toBe(
      'The ceiling is ₹25,000, up from ₹15,000.',
    );
  });

  it('refuses a summary quoting a fact that does not exist', () => {
    const root = fixture(
      { 'content/updates/pf.yaml': update('The ceiling is {{fact:pf.nothing}}.') },
      { facts },
    );
    expect(contentProblems(root)).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('{{fact:pf.nothing}}') }),
    );
  });

  it('finds each figure form: lakh and crore, Rs., per cent', () => {
    expect(bareFigures('₹20 lakh, Rs. 500, 8.33 per cent\n₹2 crore').map((f) => f.figures)).toEqual(
      [['₹20 lakh', 'Rs. 500', '8.33 per cent'], ['₹2 crore']],
    );
    expect(bareFigures('`₹500` {/* 12% */} {{fact:pf.x}}')).toEqual([]);
  });
});

describe('a title that matches its link', () => {
  it('warns of a GSTN advisory on a host that is neither GSTN, CBIC nor a tax publisher', () => {
    expect(
      titleLinkProblem({
        title: 'Report of the GSTN advisory of 25 September 2025',
        url: 'https://prefaceventure.com/dgft-update-export-policy-for-second-generation-2g-ethanol-2',
        kind: 'report',
      }),
    ).toMatch(/names the GST Network, but prefaceventure.com is neither/);
    expect(
      titleLinkProblem({
        title: 'Report of the GSTN advisory of 25 September 2025',
        url: 'https://cacult.com/advisory-to-file-pending-returns-before-expiry-of-three-years-2/',
        kind: 'report',
      }),
    ).toBeNull();
    expect(
      titleLinkProblem({
        title: 'GSTN advisory of 5 November 2024',
        url: 'https://einvoice6.gst.gov.in/content/advisory/',
        kind: 'official-page',
      }),
    ).toBeNull();
  });

  it("warns when a gazette title's id is not the link's", () => {
    expect(
      titleLinkProblem({
        title: 'EDLI Scheme, 2026, G.S.R. 526(E) (Gazette CG-DL-E-30062026-273942)',
        url: 'https://egazette.gov.in/WriteReadData/2026/274104.pdf',
        kind: 'official',
      }),
    ).toBe(
      'names gazette 273942 but links gazette 274104: link the gazette the title names, or correct the title',
    );
    expect(
      titleLinkProblem({
        title: 'EDLI Scheme, 2026 (Gazette CG-DL-E-30062026-273942)',
        url: 'https://gazettetracker.com/g/CG-DL-E-30062026-273942',
        kind: 'public-copy',
      }),
    ).toBeNull();
  });

  it('is a warning on the line of the link, not an error', () => {
    const root = fixture(
      {},
      {
        facts:
          facts +
          'gst.bar:\n  label: L\n  value: 3\n  unit: count\n  source:\n    title: GSTN advisory of 7 June 2025\n    url: https://example.in/advisory\n    kind: report\n  checkedOn: 2026-11-26\n',
      },
    );
    const build = buildContent(root);
    expect(build.warnings).toContainEqual(
      expect.objectContaining({
        file: 'content/facts.yaml',
        line: 34,
        field: 'gst.bar.source.url',
        message: expect.stringContaining('names the GST Network, but example.in'),
      }),
    );
  });
});
