import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { checklists } from '../../src/generated/data/checklists.ts';
import { infographics } from '../../src/generated/data/infographics.ts';
import { checklistPdf, infographicPdf } from '../../src/lib/downloads.ts';
import { dist } from '../support/site.ts';

/** Extraction adds spaces where a line broke after a hyphen and where the font switches for ₹. */
const words = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/(-|₹) /g, '$1')
    .trim();

async function pdfText(sitePath: string) {
  const bytes = readFileSync(path.join(dist, sitePath));
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: words(text), totalPages, hash: createHash('sha256').update(bytes).digest('hex') };
}

describe('downloads are real documents made from the page data', () => {
  it.each(checklists.map((c) => [c.id, c] as const))(
    'checklist %s has every item the page lists',
    async (_id, c) => {
      const { text, totalPages } = await pdfText(checklistPdf(c.id));
      expect(totalPages).toBeGreaterThan(0);
      expect(text).toContain(words(c.title));
      for (const section of c.sections) {
        expect(text).toContain(words(section.title));
        for (const item of section.items) expect(text).toContain(words(item));
      }
    },
  );

  it('infographic PDFs carry the data of their tab', async () => {
    const journey = await pdfText(infographicPdf('compliance-journey'));
    for (const s of infographics.journey) expect(journey.text).toContain(s.title);
    const coverage = await pdfText(infographicPdf('framework-coverage'));
    for (const c of infographics.coverage) expect(coverage.text).toContain(`${c.coverage}%`);
    for (const c of infographics.coverage) expect(coverage.text).toContain(c.name);
    const automation = await pdfText(infographicPdf('automation-benefits'));
    for (const a of infographics.automation) expect(automation.text).toContain(a.value);
    const risk = await pdfText(infographicPdf('risk-assessment'));
    for (const r of infographics.risk) expect(risk.text).toContain(r.title);
    expect(risk.text).toContain('probability x impact');
  });

  it('no two downloads are the same document', async () => {
    const paths = [
      ...checklists.map((c) => checklistPdf(c.id)),
      ...(
        [
          'compliance-journey',
          'framework-coverage',
          'automation-benefits',
          'risk-assessment',
        ] as const
      ).map(infographicPdf),
    ];
    const hashes = await Promise.all(paths.map(async (p) => (await pdfText(p)).hash));
    expect(new Set(hashes).size).toBe(paths.length);
  });
});
