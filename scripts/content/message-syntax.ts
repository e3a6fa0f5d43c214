/**
 * The message catalogue's syntax (content/messages/): text with placeholders in the ICU message
 * format's small common part, parsed here, when the catalogue is generated, so that the browser
 * runs plain functions and carries no parser.
 *
 * - `{name}`: a string, put in as it is.
 * - `{name, number}`: a number, written in the language's locale (Intl.NumberFormat).
 * - `{name, plural, one {# slide} other {# slides}}`: a number choosing a form by the language's
 *   plural rules (Intl.PluralRules; `=0`, `=1`… for exact values); `#` is the number, in the locale.
 *
 * The text itself cannot hold `{` or `}`.
 */

export type Part =
  | { text: string }
  | { arg: string; kind: 'string' | 'number' }
  | { plural: string; forms: [string, Part[]][] }
  | { pound: string };

export type Placeholders = Map<string, 'string' | 'number'>;

export class MessageSyntaxError extends Error {}

const nameRe = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The parts of a message; throws MessageSyntaxError with what is wrong. */
export function parseMessage(source: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} (at character ${i + 1})`);
  };
  const skipSpace = () => {
    while (/\s/.test(source[i] ?? '')) i++;
  };
  const word = (): string => {
    skipSpace();
    const start = i;
    while (i < source.length && !/[\s,{}]/.test(source[i] ?? '')) i++;
    const w = source.slice(start, i);
    skipSpace();
    return w;
  };
  const expect = (c: string) => {
    if (source[i] !== c) fail(`expected "${c}"`);
    i++;
  };
  const parts = (plural: string | null): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ text });
      text = '';
    };
    while (i < source.length) {
      const c = source[i] as string;
      if (c === '}') {
        if (plural !== null) break;
        fail('a "}" that closes nothing');
      }
      if (c === '{') {
        flush();
        out.push(argument());
      } else if (c === '#' && plural !== null) {
        flush();
        out.push({ pound: plural });
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = (): Part => {
    i++;
    const name = word();
    if (!nameRe.test(name)) fail(`"${name}" is not a placeholder's name`);
    if (source[i] === '}') {
      i++;
      return { arg: name, kind: 'string' };
    }
    expect(',');
    const type = word();
    if (type === 'number') {
      expect('}');
      return { arg: name, kind: 'number' };
    }
    if (type !== 'plural') fail(`"${type}" is not a placeholder's type (number, plural)`);
    expect(',');
    const forms: [string, Part[]][] = [];
    for (skipSpace(); source[i] !== '}'; skipSpace()) {
      if (i >= source.length) fail(`the plural "${name}" is not closed`);
      const selector = word();
      expect('{');
      forms.push([selector, parts(name)]);
      expect('}');
    }
    i++;
    return { plural: name, forms };
  };
  return parts(null);
}

/** Each placeholder a message takes, with its type (a plural's is a number). */
export function placeholdersOf(parts: readonly Part[], into: Placeholders = new Map()) {
  const add = (name: string, kind: 'string' | 'number') => {
    const before = into.get(name);
    if (before && before !== kind)
      throw new MessageSyntaxError(`{${name}} is used both as a ${before} and as a ${kind}`);
    into.set(name, kind);
  };
  for (const p of parts) {
    if ('arg' in p) add(p.arg, p.kind);
    else if ('plural' in p) {
      add(p.plural, 'number');
      for (const [, form] of p.forms) placeholdersOf(form, into);
    }
  }
  return into;
}

/** The placeholders as a message's signature reads: `{n, number}, {name}`. */
export const placeholderList = (p: Placeholders): string =>
  [...p]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, kind]) => (kind === 'number' ? `{${name}, number}` : `{${name}}`))
    .join(', ') || 'none';

const categoriesOf = new Map<string, readonly string[]>();
/** The plural categories of `locale` (an Intl.PluralRules made once: each costs a locale lookup). */
function pluralCategories(locale: string): readonly string[] {
  let categories = categoriesOf.get(locale);
  if (!categories) {
    categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    categoriesOf.set(locale, categories);
  }
  return categories;
}

/** Problems with a plural's forms in `locale`: unknown categories, no `other`. */
export function pluralProblems(parts: readonly Part[], locale: string): string[] {
  const categories = pluralCategories(locale);
  return parts.flatMap((p): string[] => {
    if (!('plural' in p)) return [];
    const selectors = p.forms.map(([s]) => s);
    const wrong = selectors.filter((s) => !/^=\d+$/.test(s) && !categories.includes(s));
    return [
      ...wrong.map(
        (s) =>
          `the plural {${p.plural}} has a form "${s}", which ${locale} does not have (${categories.join(', ')}, or =0, =1…)`,
      ),
      ...(selectors.includes('other') ? [] : [`the plural {${p.plural}} has no "other" form`]),
      ...p.forms.flatMap(([, form]) => pluralProblems(form, locale)),
    ];
  });
}

const templateText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/** The parts as a template literal's body, reading placeholders from `p`. */
function templateBody(parts: readonly Part[], locale: string): string {
  const loc = JSON.stringify(locale);
  return parts
    .map((part) => {
      if ('text' in part) return templateText(part.text);
      if ('pound' in part) return `\${formatNumber(${loc}, p.${part.pound})}`;
      if ('arg' in part)
        return part.kind === 'number'
          ? `\${formatNumber(${loc}, p.${part.arg})}`
          : `\${p.${part.arg}}`;
      const forms = part.forms
        .map(([s, form]) => `${JSON.stringify(s)}: \`${templateBody(form, locale)}\``)
        .join(', ');
      return `\${plural(${loc}, p.${part.plural}, { ${forms} })}`;
    })
    .join('');
}

/**
 * The message as a TypeScript expression: a string literal, or a function of an object of its
 * placeholders (typed by `signature`, English's).
 */
export function compileMessage(parts: readonly Part[], locale: string, signature: string): string {
  if (parts.every((p) => 'text' in p))
    return JSON.stringify(parts.map((p) => ('text' in p ? p.text : '')).join(''));
  return `(p: ${signature}) => \`${templateBody(parts, locale)}\``;
}

/**
 * The message filled in with its placeholders' values, as its compiled function writes it: for
 * the words the build itself writes (messages.ts, `values`).
 */
export function formatMessage(
  parts: readonly Part[],
  locale: string,
  values: Readonly<Record<string, string | number>>,
): string {
  const number = (name: string) => new Intl.NumberFormat(locale).format(Number(values[name]));
  return parts
    .map((part) => {
      if ('text' in part) return part.text;
      if ('pound' in part) return number(part.pound);
      if ('arg' in part)
        return part.kind === 'number' ? number(part.arg) : String(values[part.arg]);
      const n = Number(values[part.plural]);
      const category = new Intl.PluralRules(locale).select(n);
      const form =
        part.forms.find(([s]) => s === `=${n}`) ??
        part.forms.find(([s]) => s === category) ??
        part.forms.find(([s]) => s === 'other');
      return formatMessage(form?.[1] ?? [], locale, values);
    })
    .join('');
}

/** A message's TypeScript type: `string`, or `(p: { n: number }) => string`. */
export function messageType(placeholders: Placeholders): string {
  if (placeholders.size === 0) return 'string';
  return `(p: ${signatureOf(placeholders)}) => string`;
}

export function signatureOf(placeholders: Placeholders): string {
  const fields = [...placeholders].map(([name, kind]) => `${name}: ${kind}`);
  return `{ ${fields.join('; ')} }`;
}
