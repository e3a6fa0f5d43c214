/**
 * "Perhaps you meant ..." hints, as PostgREST gives them for unknown tables and functions: the
 * closest known name by edit distance, when it is close enough.
 */

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(
        Math.min(
          (prev[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (prev[j - 1] as number) + cost,
        ),
      );
    }
    prev = row;
  }
  return prev[b.length] as number;
}

const similarity = (a: string, b: string) =>
  1 - distance(a.toLowerCase(), b.toLowerCase()) / Math.max(a.length, b.length, 1);

/** The known name most like `target`, if its similarity reaches `minScore`. */
export function closest(
  names: Iterable<string>,
  target: string,
  minScore: number,
): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of new Set(names)) {
    const score = similarity(name, target);
    if (score >= minScore && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}
