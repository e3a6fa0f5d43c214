import { describe, expect, it } from 'vitest';
import { indianDigits } from '../../src/lib/indian-digits.ts';

/** What the calculators wrote before, and what the function stands in for. */
const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals }).format(value);

describe('numbers written the Indian way without Intl', () => {
  it('groups digits as en-IN does: the last three, then by twos', () => {
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(346154)).toBe('3,46,154');
    expect(indianDigits(123456789)).toBe('12,34,56,789');
    expect(indianDigits(40.5, 2)).toBe('40.5');
    expect(indianDigits(1249.5)).toBe('1,250');
  });

  it('writes what Intl writes, for whole numbers, fractions, halves and the largest amounts', () => {
    // A fixed sequence (no randomness), from 0 to 10^14 and with fractions.
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const values = [
      0,
      0.004,
      0.005,
      0.015,
      1.005,
      1.5,
      2.5,
      99.995,
      999.5,
      1249.5,
      100000,
      9999999.999,
      1e14 - 1,
      1e15 - 1,
      1e15,
      -1,
      -0.001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (let i = 0; i < 5000; i++) values.push(Math.floor(next() * 10 ** (1 + (i % 14))) / 100);
    for (let i = 0; i < 5000; i++) values.push(next() * 10 ** (i % 15));
    for (let i = 0; i < 2000; i++) values.push(i, i + 0.5, i / 8);
    for (const value of values) {
      for (const decimals of [0, 2]) {
        expect(indianDigits(value, decimals), `${value} to ${decimals}`).toBe(
          intl(value, decimals),
        );
      }
    }
  });
});
