/**
 * The schema cache: tables, columns, relationships and functions of the exposed schemas, read
 * from the database at start-up and again when `reload` is called (as PostgREST reloads on
 * `NOTIFY pgrst, 'reload schema'`). Names in requests are checked against it.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  COMPUTED_RELATIONSHIPS,
  FOREIGN_KEYS,
  FUNCTIONS,
  TABLES,
  TYPES,
  VIEW_COLUMNS,
} from './catalogue-queries.ts';

export interface Column {
  name: string;
  nullable: boolean;
  type: string;
  default: string | null;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  pk: string[];
  columns: Map<string, Column>;
}

export interface Junction {
  table: Table;
  constraint1: string;
  constraint2: string;
  /** (source column, junction column) pairs, then (target column, junction column). */
  source: [string, string][];
  target: [string, string][];
}

export interface Relationship {
  table: Table;
  foreign: Table;
  isSelf: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  constraint: string;
  /** (column of `table`, column of `foreign`) pairs. */
  columns: [string, string][];
  junction?: Junction;
  /** For a computed relationship: the function that gives the related rows. */
  computed?: { schema: string; name: string };
  /** Found through a view's columns rather than a foreign key of its own. */
  viaView?: boolean;
}

export interface Param {
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: Param[];
  returnSchema: string;
  returnName: string;
  setof: boolean;
  composite: boolean;
  returnsVoid: boolean;
  volatility: 'i' | 's' | 'v';
  returnsTableRow: boolean;
}

const key = (schema: string, name: string) => `${schema}\u0000${name}`;

const SQL_TYPE_NAMES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  boolean: 'bool',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

export class Catalogue {
  private tables = new Map<string, Table>();
  private relationships = new Map<string, Relationship[]>();
  private routines = new Map<string, Routine[]>();
  private types = new Set<string>();

  constructor(readonly schemas: string[]) {}

  table(schema: string, name: string): Table | undefined {
    return this.tables.get(key(schema, name));
  }

  tableNames(schema: string): string[] {
    return [...this.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  }

  /** Relationships whose origin is `table`. */
  relationshipsOf(table: Table): Relationship[] {
    return this.relationships.get(key(table.schema, table.name)) ?? [];
  }

  routinesNamed(schema: string, name: string): Routine[] {
    return this.routines.get(key(schema, name)) ?? [];
  }

  routineNames(schema: string): string[] {
    return [...this.routines.values()]
      .flat()
      .filter((r) => r.schema === schema)
      .map((r) => r.name);
  }

  /** The catalogue name of a type written in a `::cast`, or undefined when there is none. */
  typeName(written: string): string | undefined {
    const lower = written.trim().toLowerCase().replace(/\s+/g, ' ');
    const name = SQL_TYPE_NAMES[lower] ?? lower;
    return this.types.has(name) ? name : undefined;
  }

  /** Builds the cache from what the catalogue queries answered (fresh, or kept from before). */
  build(rows: CatalogueRows): void {
    const tables = new Map<string, Table>();
    for (const row of rows.tables) {
      tables.set(key(row.schema, row.name), {
        schema: row.schema,
        name: row.name,
        isView: row.is_view,
        insertable: row.insertable,
        updatable: row.updatable,
        deletable: row.deletable,
        pk: row.pk,
        columns: new Map(row.columns.map((c) => [c.name, c])),
      });
    }
    this.tables = tables;
    this.relationships = buildRelationships(
      tables,
      [...rows.foreignKeys, ...viewForeignKeys(rows.foreignKeys, rows.views)],
      rows.computed,
    );
    this.routines = buildRoutines(rows.routines);
    this.types = new Set(rows.types);
  }
}

type TableRow = Omit<Table, 'columns'> & { is_view: boolean; columns: Column[] };

/** The rows of the catalogue queries: plain JSON, so that they can be kept between starts. */
export interface CatalogueRows {
  tables: TableRow[];
  foreignKeys: FkRow[];
  views: ViewRow[];
  computed: ComputedRow[];
  routines: RoutineRow[];
  types: string[];
}

export async function readCatalogueRows(db: PGlite, schemas: string[]): Promise<CatalogueRows> {
  return {
    tables: (await db.query<TableRow>(TABLES, [schemas])).rows,
    foreignKeys: (await db.query<FkRow>(FOREIGN_KEYS)).rows,
    views: (await db.query<ViewRow>(VIEW_COLUMNS, [schemas])).rows,
    computed: (await db.query<ComputedRow>(COMPUTED_RELATIONSHIPS, [schemas])).rows,
    routines: (await db.query<RoutineRow>(FUNCTIONS, [schemas])).rows,
    types: (await db.query<{ name: string }>(TYPES)).rows.map((r) => r.name),
  };
}

interface FkRow {
  schema: string;
  table: string;
  foreign_schema: string;
  foreign_table: string;
  is_self: boolean;
  constraint: string;
  pairs: [string, string][];
  one_to_one: boolean;
  via_view?: boolean;
}

interface ViewRow {
  view_schema: string;
  view_name: string;
  table_schema: string;
  table_name: string;
  columns: string[];
}

interface ComputedRow {
  schema: string;
  name: string;
  table_schema: string;
  table_name: string;
  foreign_schema: string;
  foreign_table: string;
  single_row: boolean;
}

/**
 * The foreign keys a view inherits from the one table it shows, when it shows the key's columns
 * under their own names (PostgREST follows view columns to their base columns the same way).
 */
function viewForeignKeys(fks: FkRow[], views: ViewRow[]): FkRow[] {
  const out: FkRow[] = [];
  const covers = (v: ViewRow, cols: string[]) => cols.every((c) => v.columns.includes(c));
  for (const fk of fks) {
    for (const v of views) {
      const asTable = v.table_schema === fk.schema && v.table_name === fk.table;
      const asForeign = v.table_schema === fk.foreign_schema && v.table_name === fk.foreign_table;
      if (
        asTable &&
        covers(
          v,
          fk.pairs.map(([c]) => c),
        )
      ) {
        out.push({
          ...fk,
          schema: v.view_schema,
          table: v.view_name,
          is_self: false,
          via_view: true,
        });
      }
      if (
        asForeign &&
        covers(
          v,
          fk.pairs.map(([, c]) => c),
        )
      ) {
        out.push({
          ...fk,
          foreign_schema: v.view_schema,
          foreign_table: v.view_name,
          is_self: false,
          via_view: true,
        });
      }
    }
  }
  return out;
}

function computedRelationships(tables: Map<string, Table>, rows: ComputedRow[]): Relationship[] {
  return rows.flatMap((r) => {
    const table = tables.get(key(r.table_schema, r.table_name));
    const foreign = tables.get(key(r.foreign_schema, r.foreign_table));
    if (!table || !foreign) return [];
    return [
      {
        table,
        foreign,
        isSelf: table === foreign,
        cardinality: r.single_row ? 'many-to-one' : 'one-to-many',
        constraint: r.name,
        columns: [],
        computed: { schema: r.schema, name: r.name },
      } satisfies Relationship,
    ];
  });
}

function buildRelationships(tables: Map<string, Table>, rows: FkRow[], computed: ComputedRow[]) {
  const direct: Relationship[] = [];
  for (const row of rows) {
    const table = tables.get(key(row.schema, row.table));
    const foreign = tables.get(key(row.foreign_schema, row.foreign_table));
    if (!table || !foreign) continue;
    const base = {
      isSelf: row.is_self,
      constraint: row.constraint,
      ...(row.via_view && { viaView: true }),
    };
    const swapped = row.pairs.map(([a, b]) => [b, a] as [string, string]);
    direct.push({
      ...base,
      table,
      foreign,
      cardinality: row.one_to_one ? 'one-to-one' : 'many-to-one',
      columns: row.pairs,
    });
    direct.push({
      ...base,
      table: foreign,
      foreign: table,
      cardinality: row.one_to_one ? 'one-to-one' : 'one-to-many',
      columns: swapped,
    });
  }
  const all = [
    ...direct,
    ...manyToMany(direct.filter((r) => !r.viaView)),
    ...computedRelationships(tables, computed),
  ];
  const byOrigin = new Map<string, Relationship[]>();
  for (const rel of all) {
    const k = key(rel.table.schema, rel.table.name);
    byOrigin.set(k, [...(byOrigin.get(k) ?? []), rel]);
  }
  return byOrigin;
}

/** A table with foreign keys to two tables, whose key columns are all in its primary key. */
function manyToMany(direct: Relationship[]): Relationship[] {
  const out: Relationship[] = [];
  const toOne = direct.filter((r) => r.cardinality === 'many-to-one');
  for (const a of toOne) {
    for (const b of toOne) {
      if (a.table !== b.table || a.constraint === b.constraint) continue;
      const junctionCols = [...a.columns, ...b.columns].map(([c]) => c);
      if (!junctionCols.every((c) => a.table.pk.includes(c))) continue;
      out.push({
        table: a.foreign,
        foreign: b.foreign,
        isSelf: a.foreign === b.foreign,
        cardinality: 'many-to-many',
        constraint: a.constraint,
        columns: [],
        junction: {
          table: a.table,
          constraint1: a.constraint,
          constraint2: b.constraint,
          source: a.columns.map(([j, s]) => [s, j]),
          target: b.columns.map(([j, t]) => [t, j]),
        },
      });
    }
  }
  return out;
}

interface RoutineRow {
  schema: string;
  name: string;
  params: Param[];
  return_schema: string;
  return_name: string;
  setof: boolean;
  composite: boolean;
  returns_void: boolean;
  volatility: 'i' | 's' | 'v';
  returns_table_row: boolean;
}

function buildRoutines(rows: RoutineRow[]) {
  const routines = new Map<string, Routine[]>();
  for (const r of rows) {
    const routine: Routine = {
      schema: r.schema,
      name: r.name,
      params: r.params,
      returnSchema: r.return_schema,
      returnName: r.return_name,
      setof: r.setof,
      composite: r.composite,
      returnsVoid: r.returns_void,
      volatility: r.volatility,
      returnsTableRow: r.returns_table_row,
    };
    const k = key(r.schema, r.name);
    routines.set(k, [...(routines.get(k) ?? []), routine]);
  }
  return routines;
}
