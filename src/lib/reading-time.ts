export const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes: words divided by 200, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
