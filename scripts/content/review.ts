/**
 * "Last reviewed" and the sources of a page that states the law: the newer of the page's own
 * review date and its facts' `checkedOn`, and the instruments its facts come from.
 */
import type { Fact } from '../../src/content/schema.ts';
import type { PageReview } from '../../src/lib/review.ts';
import type { Entry } from './load.ts';

/** The facts a page states: in its body (<Fact>, <FactSource>) and in its frontmatter. */
export function pageFactIds(entry: Entry): string[] {
  const ids = new Set<string>(entry.frontmatterFacts);
  for (const c of entry.analysis.components) {
    if (c.name === 'Fact' && c.attributes.id) ids.add(c.attributes.id);
    if (c.name === 'FactSource')
      for (const id of (c.attributes.ids ?? '').split(',')) if (id.trim()) ids.add(id.trim());
  }
  return [...ids];
}

/** The page's review, or null for a page that does not carry one (no `reviewed` field). */
export function pageReview(entry: Entry, facts: Record<string, Fact>): PageReview | null {
  const fm = entry.frontmatter;
  if (!('reviewed' in fm) || !fm.reviewed) return null;
  const pageFacts = pageFactIds(entry).flatMap((id) => facts[id] ?? []);
  const date = pageFacts.reduce(
    (d, f) => (f.checkedOn && f.checkedOn > d ? f.checkedOn : d),
    fm.reviewed,
  );
  const sources = new Map<string, PageReview['sources'][number]>();
  for (const f of pageFacts) {
    const kept = sources.get(f.source.url);
    const unconfirmed = [kept?.unconfirmed, f.unconfirmed].filter(Boolean).join('; ');
    // The newest reading of the instrument; none while no fact from it has been read there.
    const checkedOn = [kept?.checkedOn, f.checkedOn].filter(Boolean).sort().at(-1);
    sources.set(f.source.url, {
      ...f.source,
      ...(checkedOn ? { checkedOn } : {}),
      ...(unconfirmed ? { unconfirmed } : {}),
    });
  }
  return {
    date,
    sources: [...sources.values()].sort((a, b) => a.title.localeCompare(b.title)),
  };
}
