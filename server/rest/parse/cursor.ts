/**
 * A scanner over one query-string value with errors worded as PostgREST's parser (Parsec) words
 * them: `"failed to parse filter (x)" (line 1, column 3)` and `unexpected "x" expecting ...`.
 */
import { queryParamError } from '../errors.ts';

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

export class Cursor {
  pos = 0;
  constructor(
    readonly input: string,
    private readonly context: string,
  ) {}

  get rest(): string {
    return this.input.slice(this.pos);
  }

  eof(): boolean {
    return this.pos >= this.input.length;
  }

  peek(): string {
    return this.input[this.pos] ?? '';
  }

  at(s: string): boolean {
    return this.input.startsWith(s, this.pos);
  }

  /** Consumes `s` when the input continues with it. */
  take(s: string): boolean {
    if (!this.at(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string, expecting = `"${s}"`): void {
    if (!this.take(s)) this.fail([expecting]);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Runs `parse` and rewinds when it fails, as Parsec's `try` does. */
  attempt<T>(parse: () => T): T | undefined {
    const start = this.pos;
    try {
      return parse();
    } catch {
      this.pos = start;
      return undefined;
    }
  }

  fail(expecting: string[]): never {
    const next = this.eof() ? 'end of input' : `"${this.peek()}"`;
    const wanted = expecting.length
      ? ` expecting ${expecting.length > 1 ? `${expecting.slice(0, -1).join(', ')} or ${expecting.at(-1)}` : expecting[0]}`
      : '';
    throw queryParamError(
      `"${this.context}" (line 1, column ${this.pos + 1})`,
      `unexpected ${next}${wanted}`,
    );
  }

  /** A double-quoted value; backslash escapes the next character. */
  quoted(): string | undefined {
    if (this.peek() !== '"') return undefined;
    let out = '';
    let i = this.pos + 1;
    while (i < this.input.length && this.input[i] !== '"') {
      if (this.input[i] === '\\') i++;
      out += this.input[i] ?? '';
      i++;
    }
    if (i >= this.input.length) {
      this.pos = i;
      this.fail(['"\\""']);
    }
    this.pos = i + 1;
    return out;
  }

  /** Identifier characters and single dashes not starting an arrow, trimmed (PostgREST's sepByDash). */
  dashed(isChar: (c: string) => boolean): string | undefined {
    const start = this.pos;
    const parts: string[] = [];
    for (;;) {
      let part = '';
      while (!this.eof() && isChar(this.peek())) part += this.input[this.pos++];
      if (!part) {
        if (parts.length === 0) {
          this.pos = start;
          return undefined;
        }
        this.fail(['letter or digit']);
      }
      parts.push(part.trim());
      if (this.peek() === '-' && this.input[this.pos + 1] !== '>') this.pos++;
      else return parts.join('-');
    }
  }

  /** A column or relation name: quoted, or identifier characters joined by dashes. */
  fieldName(): string {
    const name = this.quoted() ?? this.dashed((c) => IDENTIFIER_CHAR.test(c));
    if (name === undefined) this.fail(['field name (* or [a..z0..9_$])']);
    return name;
  }

  identifier(): string {
    let out = '';
    while (!this.eof() && IDENTIFIER_CHAR.test(this.peek())) out += this.input[this.pos++];
    if (!out) this.fail(['letter or digit']);
    return out.trim();
  }
}
