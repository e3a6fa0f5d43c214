/**
 * Kysely, used only as a compiler: its query builder and `sql` tag produce the statement text and
 * its parameters, which PGlite then runs. Identifiers are escaped by Kysely and every value from a
 * request is a bound parameter.
 */
import {
  type AliasedRawBuilder,
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: tables are only known at run time, from the catalogue.
export type AnyDb = any;

export const db = new Kysely<AnyDb>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export type Sql = RawBuilder<unknown>;

export const compile = (query: { compile(): CompiledQuery }): CompiledQuery => query.compile();

/** `"schema"."table"`, or `"alias"` for an aliased or CTE source. */
export interface Source {
  schema?: string;
  name: string;
}

export const sourceRef = (s: Source): Sql => (s.schema ? sql.id(s.schema, s.name) : sql.id(s.name));

export const column = (s: Source, name: string): Sql =>
  name === '*'
    ? sql`${sourceRef(s)}.*`
    : s.schema
      ? sql.id(s.schema, s.name, name)
      : sql.id(s.name, name);

/**
 * Kysely accepts any expression as a select item or FROM item at run time; its types ask for an
 * alias only to infer result types, which are unknown here (and PostgREST's SQL leaves some items
 * unaliased, such as `"users".*`).
 */
export const unaliased = (s: Sql) => s as unknown as AliasedRawBuilder<unknown, string>;

/**
 * A raw statement as a CTE body. Kysely compiles any expression there; its types expect a query
 * builder, and a data-modifying statement (INSERT ... RETURNING) must sit in the CTE itself.
 */
export const cte = (s: Sql) => (() => sql`(${s})`) as never;

export const join = (items: readonly Sql[], separator: Sql = sql`, `): Sql =>
  sql.join(items, separator);

export { sql };
