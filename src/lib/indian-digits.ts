/**
 * A number as en-IN writes it: digits grouped the Indian way (12,34,567), at most `decimals`
 * decimals, trailing zeros dropped: what Intl.NumberFormat('en-IN', { maximumFractionDigits:
 * decimals }) writes (tests/unit/indian-digits.test.ts compares the two). Not Intl itself: a
 * page's first Intl.NumberFormat loads the locale's number data, a task of 40 to 70 ms while a
 * calculator starts on a phone. Intl writes what this does not cover (a negative number, one of
 * 10^15 or more, Infinity or NaN, and the tiny ones JavaScript writes with an exponent).
 */
export function indianDigits(value: number, decimals = 0): string {
  // The number's shortest decimal ("0.015"), which Intl rounds, half up.
  const shortest = String(value);
  if (!(value >= 0 && value < 1e15) || shortest.includes('e')) {
    return new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals }).format(value);
  }
  const [integer = '0', fraction = ''] = shortest.split('.');
  let whole = integer;
  let kept = fraction;
  if (fraction.length > decimals) {
    const digits = `${integer}${fraction.slice(0, decimals)}`;
    const rounded = (BigInt(digits) + ((fraction[decimals] ?? '0') >= '5' ? 1n : 0n))
      .toString()
      .padStart(digits.length, '0');
    whole = rounded.slice(0, rounded.length - decimals) || '0';
    kept = rounded.slice(rounded.length - decimals);
  }
  kept = kept.replace(/0+$/, '');
  const grouped =
    whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`
      : whole;
  return kept ? `${grouped}.${kept}` : grouped;
}
