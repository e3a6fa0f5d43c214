/**
 * `create extension` in a migration, for the extensions the embedded backend models (pg_cron,
 * pg_net, supabase_vault; see ./models.ts): PGlite has none of them, so the migration runner
 * replaces each such statement with the model's SQL before Postgres sees the file. Every other
 * statement, other extensions included, reaches Postgres unchanged.
 */
import { MODELS, type ModelledExtension } from './models.ts';

const WORD = /[A-Za-z0-9_]/;
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

/** Where the comment that starts at `at` ends, or -1 if none starts there. */
function skipComment(sql: string, at: number): number {
  if (sql.startsWith('--', at)) {
    const end = sql.indexOf('\n', at);
    return end === -1 ? sql.length : end + 1;
  }
  if (!sql.startsWith('/*', at)) return -1;
  let depth = 0;
  for (let i = at; i < sql.length - 1; i++) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i++;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return sql.length;
}

/** Where the string, quoted identifier or comment that starts at `at` ends, or -1 if none does. */
function skipQuoted(sql: string, at: number): number {
  const quote = sql[at];
  if (quote === "'" || quote === '"') {
    // E'...' strings take backslash escapes; all double the quote to include it.
    const escapes =
      quote === "'" && /[eE]/.test(sql[at - 1] ?? '') && !WORD.test(sql[at - 2] ?? '');
    for (let i = at + 1; i < sql.length; i++) {
      if (escapes && sql[i] === '\\') i++;
      else if (sql[i] === quote) {
        if (sql[i + 1] !== quote) return i + 1;
        i++;
      }
    }
    return sql.length;
  }
  if (quote === '$' && !WORD.test(sql[at - 1] ?? '')) {
    DOLLAR_TAG.lastIndex = at;
    const tag = DOLLAR_TAG.exec(sql)?.[0];
    if (!tag) return -1;
    const end = sql.indexOf(tag, at + tag.length);
    return end === -1 ? sql.length : end + tag.length;
  }
  return skipComment(sql, at);
}

/** The statements of a SQL script, split at the semicolons outside quotes and comments. */
export function statements(sql: string): string[] {
  const found: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const skipped = skipQuoted(sql, i);
    if (skipped !== -1) {
      i = skipped;
      continue;
    }
    if (sql[i] === ';') {
      found.push(sql.slice(start, i + 1));
      start = i + 1;
    }
    i++;
  }
  if (sql.slice(start).trim() !== '') found.push(sql.slice(start));
  return found;
}

/** A statement's text without the comments and blank space before it. */
function withoutLeadingComments(statement: string): string {
  let text = statement.trimStart();
  while (text.startsWith('--') || text.startsWith('/*')) {
    text = text.slice(skipComment(text, 0)).trimStart();
  }
  return text;
}

const MODELLED =
  /^create\s+extension\s+(?:if\s+not\s+exists\s+)?"?(pg_cron|pg_net|supabase_vault)\b"?/i;
const FORM =
  /^create\s+extension\s+(if\s+not\s+exists\s+)?"?(pg_cron|pg_net|supabase_vault)"?(?:\s+with)?(?:\s+schema\s+("?)([A-Za-z_][A-Za-z0-9_]*)\3)?\s*(?:cascade\s*)?;?\s*$/i;

/**
 * The migration with each `create extension` of a modelled extension replaced by the model:
 * a check of what Postgres would refuse (already installed, the wrong schema), then its SQL.
 * A form the backend does not model (a version, say) stops the migration with a message.
 */
export function withExtensionModels(sql: string): string {
  return statements(sql)
    .map((statement) => {
      const text = withoutLeadingComments(statement);
      if (!MODELLED.test(text)) return statement;
      const form = FORM.exec(text);
      if (!form) {
        throw new Error(
          `the embedded backend models "create extension [if not exists] <name> [with schema <schema>]" for pg_cron, pg_net and supabase_vault, not: ${text.trim()}`,
        );
      }
      const name = (form[2] as string).toLowerCase() as ModelledExtension;
      const schema = form[4] ? `'${form[3] ? form[4] : form[4].toLowerCase()}'` : 'null';
      return `\nselect _embedded.create_extension('${name}', ${Boolean(form[1])}, ${schema});\n${MODELS[name]}\n`;
    })
    .join('');
}
