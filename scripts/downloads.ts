/**
 * Writes the documents visitors download, from the same data files the pages show: one PDF per
 * checklist (content/data/checklists.yaml) and one per infographic tab
 * (content/data/infographics.yaml). A writer changes a checklist in one place.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { DataOf, SiteConfig } from '../src/content/schema.ts';
import {
  checklistPdf,
  type InfographicTab,
  infographicPdf,
  infographicTabs,
} from '../src/lib/downloads.ts';
import { originalLanguage } from '../src/lib/languages.ts';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(
  require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
);
const fontFiles = {
  regular: path.join(fontDir, 'noto-sans-latin-400-normal.woff'),
  bold: path.join(fontDir, 'noto-sans-latin-700-normal.woff'),
  // The Latin subset has no rupee sign; the Latin Extended one does.
  symbols: path.join(fontDir, 'noto-sans-latin-ext-400-normal.woff'),
};

/**
 * The OpenType font inside a WOFF file: the same tables, uncompressed. pdfkit reads a WOFF font's
 * tables through a JavaScript inflate each time a document uses it, most of the time it takes to
 * write the downloads; this inflates each table once, natively.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    // Each entry: tag, offset, compressed length, original length, checksum.
    const [offset = 0, compLength = 0, origLength] = [4, 8, 12].map((o) =>
      woff.readUInt32BE(at + o),
    );
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength === origLength ? stored : inflateSync(stored),
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  const log2 = Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const entry = 12 + 16 * i;
    t.tag.copy(header, entry);
    header.writeUInt32BE(t.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(t.data.length, entry + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Record<keyof typeof fontFiles, Buffer> | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: woffToSfnt(readFileSync(fontFiles.regular)),
    bold: woffToSfnt(readFileSync(fontFiles.bold)),
    symbols: woffToSfnt(readFileSync(fontFiles.symbols)),
  });

const BRAND = '#1e40af';
const TEXT = '#1e293b';
const MUTED = '#475569';
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

/** Writes text in the current font, switching to the symbols font for characters it lacks. */
function write(
  doc: Doc,
  text: string,
  font: 'regular' | 'bold',
  options: PDFKit.Mixins.TextOptions = {},
) {
  const runs = text.split(/(₹)/).filter((r) => r !== '');
  runs.forEach((run, i) => {
    doc
      .font(run === '₹' ? 'symbols' : font)
      .text(run, { ...options, continued: i < runs.length - 1 });
  });
}

function newDoc(title: string, site: SiteConfig): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: site.name, Subject: title, Creator: site.name },
    lang: 'en-IN',
  });
  const fonts = loadFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('symbols', fonts.symbols);
  return doc;
}

function header(doc: Doc, site: SiteConfig, kicker: string, title: string, description: string) {
  doc
    .fillColor(BRAND)
    .font('bold')
    .fontSize(10)
    .text(`${site.name.toUpperCase()}  ·  ${kicker.toUpperCase()}`, { characterSpacing: 1 });
  doc.moveDown(0.6).fillColor(TEXT).fontSize(22);
  write(doc, title, 'bold');
  doc.moveDown(0.3).fillColor(MUTED).fontSize(11);
  write(doc, description, 'regular');
  doc.moveDown(0.8);
  doc
    .strokeColor('#cbd5e1')
    .lineWidth(1)
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .stroke();
  doc.moveDown(0.8);
}

function footers(doc: Doc, site: SiteConfig, checkedOn: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would start a new page; the footer lives in that margin.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(
      `${site.url.replace(/^https?:\/\//, '')}  ·  ${site.email}  ·  Prepared ${checkedOn}; check the current law.`,
      MARGIN,
      y,
      {
        width: doc.page.width - 2 * MARGIN - 60,
        lineBreak: false,
      },
    );
    doc.text(`${i + 1} / ${range.count}`, doc.page.width - MARGIN - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
  }
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - 24) doc.addPage();
}

function save(doc: Doc, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    doc.end();
  });
}

const today = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}).format(new Date());

function checklistDoc(c: DataOf<'checklists'>[number], site: SiteConfig): Doc {
  const doc = newDoc(c.title, site);
  header(doc, site, c.category, c.title, c.description);
  for (const section of c.sections) {
    ensureSpace(doc, 60);
    doc.fillColor(BRAND).fontSize(13);
    write(doc, section.title, 'bold');
    doc.moveDown(0.4);
    for (const item of section.items) {
      ensureSpace(doc, 28);
      const y = doc.y + 2;
      doc.lineWidth(1).strokeColor('#64748b').rect(MARGIN, y, 10, 10).stroke();
      doc.fillColor(TEXT).fontSize(10.5);
      doc.text('', MARGIN + 20, doc.y);
      write(doc, item, 'regular', { width: doc.page.width - 2 * MARGIN - 20 });
      doc.x = MARGIN;
      doc.moveDown(0.45);
    }
    doc.moveDown(0.6);
  }
  footers(doc, site, today);
  return doc;
}

function stepsDoc(doc: Doc, steps: { title: string; description: string }[]) {
  steps.forEach((s, i) => {
    ensureSpace(doc, 70);
    const y = doc.y;
    doc.circle(MARGIN + 12, y + 12, 12).fill(BRAND);
    doc
      .fillColor('#ffffff')
      .font('bold')
      .fontSize(12)
      .text(String(i + 1), MARGIN, y + 5, { width: 24, align: 'center' });
    doc.fillColor(TEXT).fontSize(13);
    doc.text('', MARGIN + 36, y);
    write(doc, s.title, 'bold');
    doc.fillColor(MUTED).fontSize(10.5);
    write(doc, s.description, 'regular', { width: doc.page.width - 2 * MARGIN - 36 });
    doc.x = MARGIN;
    doc.moveDown(1);
  });
}

/** The PDF of one infographic tab, titled `label` (its tab's English label). */
function infographicDoc(
  tab: InfographicTab,
  label: string,
  data: DataOf<'infographics'>,
  site: SiteConfig,
): Doc {
  const intro: Record<InfographicTab, string> = {
    'compliance-journey':
      'The five stages by which we bring an organisation into compliance and keep it there.',
    'framework-coverage': 'How much of each regulatory framework our service tracks, by category.',
    'automation-benefits':
      'What organisations gain when statutory compliance is managed on our platform.',
    'risk-assessment': 'How we find, score and treat compliance risks: probability x impact.',
  };
  const doc = newDoc(`${label} | ${site.name}`, site);
  header(doc, site, 'Infographic', label, intro[tab]);
  if (tab === 'compliance-journey') stepsDoc(doc, data.journey);
  if (tab === 'risk-assessment') stepsDoc(doc, data.risk);
  if (tab === 'framework-coverage') {
    const width = doc.page.width - 2 * MARGIN;
    for (const c of data.coverage) {
      ensureSpace(doc, 40);
      const y = doc.y;
      doc.fillColor(TEXT).font('bold').fontSize(11).text(c.name, MARGIN, y, { continued: true });
      doc.font('regular').fillColor(MUTED).text(`  ·  ${c.category}`);
      doc
        .font('bold')
        .fillColor(BRAND)
        .text(`${c.coverage}%`, MARGIN, y, { width, align: 'right' });
      const barY = doc.y + 3;
      doc.roundedRect(MARGIN, barY, width, 7, 3.5).fill('#e2e8f0');
      doc.roundedRect(MARGIN, barY, (width * c.coverage) / 100, 7, 3.5).fill(BRAND);
      doc.x = MARGIN;
      doc.y = barY + 18;
    }
  }
  if (tab === 'automation-benefits') {
    for (const a of data.automation) {
      ensureSpace(doc, 70);
      doc.fillColor(MUTED).fontSize(10.5);
      write(doc, a.metric, 'bold');
      doc.fillColor(BRAND).fontSize(20);
      write(doc, a.value, 'bold');
      doc.fillColor(TEXT).fontSize(10.5);
      write(doc, a.description, 'regular');
      doc.moveDown(0.9);
    }
  }
  footers(doc, site, today);
  return doc;
}

/** Writes every download into `dist`; returns their site paths. */
export async function writeDownloads(root: string, dist: string): Promise<string[]> {
  const load = async <T>(rel: string): Promise<T> =>
    (await import(pathToFileURL(path.join(root, rel)).href)) as T;
  const { site } = await load<{ site: SiteConfig }>('src/generated/site.ts');
  const { checklists } = await load<{ checklists: DataOf<'checklists'> }>(
    'src/generated/data/checklists.ts',
  );
  const { infographics } = await load<{ infographics: DataOf<'infographics'> }>(
    'src/generated/data/infographics.ts',
  );
  // The PDFs are in English: each is titled with its tab's English label.
  const { infographics: tabWords } = await load<
    typeof import('../src/generated/messages/infographics.ts')
  >('src/generated/messages/infographics.ts');
  const english = tabWords.in[originalLanguage];
  if (!english) throw new Error(`the ${originalLanguage} infographics messages are missing`);
  const written: string[] = [];
  for (const c of checklists) {
    await save(checklistDoc(c, site), path.join(dist, checklistPdf(c.id)));
    written.push(checklistPdf(c.id));
  }
  for (const t of infographicTabs) {
    const doc = infographicDoc(t.id, english[t.label], infographics, site);
    await save(doc, path.join(dist, infographicPdf(t.id)));
    written.push(infographicPdf(t.id));
  }
  return written;
}
