/**
 * How firm the site's sources are: the count of facts by the kind of evidence their source is,
 * and warnings for a source whose link does not fit its title (a "GSTN advisory" on a host that is
 * neither the GST Network's, CBIC's nor a tax publisher's; a gazette title whose gazette id is not
 * the one in the link).
 */
import type { Fact } from '../../src/content/schema.ts';
import { type EvidenceKind, evidenceKinds, reportOnlyUnconfirmed } from '../../src/lib/evidence.ts';
import { lineFinder } from './load.ts';
import type { UpdateEntry } from './model.ts';
import { fieldPath, type Problem } from './problems.ts';

/** The number of facts whose source is of each kind, and how many of them are report-only. */
export function evidenceCounts(facts: Record<string, Fact>): {
  byKind: Record<EvidenceKind, number>;
  reportOnly: number;
} {
  const byKind = Object.fromEntries(evidenceKinds.map((k) => [k, 0])) as Record<
    EvidenceKind,
    number
  >;
  let reportOnly = 0;
  for (const fact of Object.values(facts)) {
    byKind[fact.source.kind] += 1;
    if (fact.unconfirmed === reportOnlyUnconfirmed()) reportOnly += 1;
  }
  return { byKind, reportOnly };
}

/** "facts by evidence: 150 official, 7 official page, …": the line `npm run content` prints. */
export function evidenceLine(facts: Record<string, Fact>): string {
  const { byKind, reportOnly } = evidenceCounts(facts);
  const parts = evidenceKinds.map((k) => `${byKind[k]} ${k.replace('-', ' ')}`);
  return `facts by evidence: ${parts.join(', ')} (${reportOnly} marked unconfirmed because only reports were found)`;
}

/**
 * Issuers a title may name, and the hosts that may carry their words: the issuer's own, and (for
 * a copy or a report) the publishers that reproduce or report such documents.
 */
const taxPublishers = [
  'taxguru.in',
  'taxtmi.com',
  'centaxonline.com',
  'taxmann.com',
  'cacult.com',
  'caclubindia.com',
  'taxheal.com',
  'taxo.online',
  'taxupdates.cagurujiclasses.com',
  'taxrealtime.in',
];
const gazetteCopies = ['gazettetracker.com'];
const issuers: { name: string; pattern: RegExp; official: string[]; copies: string[] }[] = [
  {
    name: 'the GST Network',
    pattern: /\bGSTN\b|GST Network/,
    official: ['gst.gov.in', 'gstn.org.in', 'cbic.gov.in', 'cbic-gst.gov.in', 'gstcouncil.gov.in'],
    copies: taxPublishers,
  },
  {
    name: 'CBIC',
    pattern: /\bCBIC\b|Central Tax(?: \(Rate\))?\b|Integrated Tax/,
    official: [
      'cbic.gov.in',
      'cbic-gst.gov.in',
      'gstcouncil.gov.in',
      'gst.gov.in',
      'egazette.gov.in',
    ],
    copies: [...taxPublishers, ...gazetteCopies],
  },
  {
    name: 'EPFO',
    pattern: /\bEPFO\b/,
    official: ['epfindia.gov.in', 'epfo.gov.in', 'labour.gov.in', 'egazette.gov.in'],
    copies: [...taxPublishers, ...gazetteCopies],
  },
  {
    name: 'ESIC',
    pattern: /\bESIC\b/,
    official: ['esic.gov.in', 'labour.gov.in', 'egazette.gov.in'],
    copies: [...taxPublishers, ...gazetteCopies],
  },
  {
    name: 'CBDT',
    pattern: /\bCBDT\b/,
    official: ['incometax.gov.in', 'incometaxindia.gov.in', 'egazette.gov.in'],
    copies: [...taxPublishers, ...gazetteCopies],
  },
];

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};
const within = (host: string, domains: string[]) =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

/** The gazette id a link points to: a tracker's CG-…-NNNNNN page or an egazette file number. */
export function gazetteIdOfUrl(url: string): string | null {
  const tracker = /(CG-[A-Z]{2}-[EW]-\d{8}-(\d{6}))/i.exec(url);
  if (tracker?.[2]) return tracker[2];
  const file = /egazette\.gov\.in\/WriteReadData\/\d{4}\/(\d{6})\.pdf/i.exec(url);
  return file?.[1] ?? null;
}

/** What is wrong with a source's link for its title, or null when it fits. */
export function titleLinkProblem(source: {
  title: string;
  url: string;
  kind: EvidenceKind;
}): string | null {
  const host = hostOf(source.url);
  const linked = gazetteIdOfUrl(source.url);
  const named = [...source.title.matchAll(/CG-[A-Z]{2}-[EW]-\d{8}-(\d{6})/gi)].map((m) => m[1]);
  if (linked && named.length > 0 && !named.includes(linked))
    return `names gazette ${named.join(', ')} but links gazette ${linked}: link the gazette the title names, or correct the title`;
  for (const issuer of issuers) {
    if (!issuer.pattern.test(source.title)) continue;
    const official = within(host, issuer.official);
    const copy = within(host, issuer.copies);
    if (official || (copy && source.kind !== 'official')) continue;
    if (within(host, ['gov.in', 'nic.in']) && !official)
      return `names ${issuer.name}, but ${host} is another office's site: link ${issuer.name}'s own page or a copy of it`;
    return `names ${issuer.name}, but ${host} is neither ${issuer.name}'s site nor a publisher of its documents: link its own page, a public copy or a tax publisher's report (and set \`kind\` to match)`;
  }
  return null;
}

/** Title and link mismatches in content/facts.yaml and content/updates, as warnings. */
export function titleLinkWarnings(
  facts: Record<string, Fact>,
  factsText: string,
  updates: readonly Pick<UpdateEntry, 'instrument' | 'otherSources' | 'file' | 'line'>[],
): Problem[] {
  const warnings: Problem[] = [];
  const line = lineFinder(factsText, 1);
  for (const [id, fact] of Object.entries(facts)) {
    const sources = [
      { at: [id, 'source'] as (string | number)[], source: fact.source },
      ...(fact.changes ?? []).map((c, i) => ({
        at: [id, 'changes', i, 'instrument'],
        source: c.instrument,
      })),
    ];
    for (const { at, source } of sources) {
      const message = titleLinkProblem(source);
      if (message)
        warnings.push({
          file: 'content/facts.yaml',
          line: line([...at, 'url']) ?? line([id]),
          field: fieldPath([...at, 'url']),
          message,
        });
    }
  }
  for (const u of updates) {
    const sources = [
      { at: ['instrument'] as (string | number)[], source: u.instrument },
      ...u.otherSources.map((source, i) => ({ at: ['otherSources', i], source })),
    ];
    for (const { at, source } of sources) {
      const message = titleLinkProblem(source);
      if (message)
        warnings.push({
          file: u.file,
          line: u.line([...at, 'url']),
          field: fieldPath([...at, 'url']),
          message,
        });
    }
  }
  return warnings;
}
