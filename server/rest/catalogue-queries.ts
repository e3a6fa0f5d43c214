/**
 * The catalogue queries behind the schema cache, after PostgREST's own: tables and views with their
 * columns and keys, foreign keys (many-to-one and one-to-one), and callable functions. `$1` is the
 * array of exposed schemas.
 */

export const TABLES = `
with cols as (
  select c.oid as relid, a.attname::text as name, a.attnum as position,
    not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as nullable,
    format_type(a.atttypid, a.atttypmod) as type,
    case
      when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
      when a.attidentity = 'd' then format('nextval(%L)', seq.objid::regclass)
      when a.attgenerated = 's' then null
      else pg_get_expr(ad.adbin, ad.adrelid)::text
    end as "default",
    a.attgenerated = 's' or a.attidentity = 'a' as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  left join pg_depend seq on seq.refobjid = a.attrelid and seq.refobjsubid = a.attnum and seq.deptype = 'i'
  where a.attnum > 0 and not a.attisdropped and c.relnamespace = any($1::regnamespace[])
)
select n.nspname as schema, c.relname as name, c.relkind in ('v', 'm') as is_view,
  (c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8) as insertable,
  (c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4) as updatable,
  (c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16) as deletable,
  coalesce((select array_agg(a.attname::text order by a.attname) from pg_constraint k
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(k.conkey)
    where k.conrelid = c.oid and k.contype = 'p'), '{}') as pk,
  coalesce((select json_agg(json_build_object('name', name, 'nullable', nullable, 'type', type,
    'default', "default", 'generated', generated) order by position) from cols where relid = c.oid), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v', 'r', 'm', 'f', 'p') and c.relnamespace = any($1::regnamespace[]) and not c.relispartition
`;

export const FOREIGN_KEYS = `
with uniques as (
  select conrelid, array_agg(key order by key) as cols
  from pg_constraint, lateral unnest(conkey) as _(key)
  where contype in ('p', 'u') and connamespace <> 'pg_catalog'::regnamespace
  group by oid, conrelid
)
select ns1.nspname as schema, tab.relname as table, ns2.nspname as foreign_schema,
  other.relname as foreign_table, k.conrelid = k.confrelid as is_self, k.conname as constraint,
  info.pairs, info.cols in (select cols from uniques where conrelid = k.conrelid) as one_to_one
from pg_constraint k
join lateral (
  select json_agg(json_build_array(cols.attname, refs.attname) order by ord) as pairs,
    array_agg(cols.attnum order by cols.attnum) as cols
  from unnest(k.conkey, k.confkey) with ordinality as _(col, ref, ord)
  join pg_attribute cols on cols.attrelid = k.conrelid and cols.attnum = col
  join pg_attribute refs on refs.attrelid = k.confrelid and refs.attnum = ref
) info on true
join pg_namespace ns1 on ns1.oid = k.connamespace
join pg_class tab on tab.oid = k.conrelid
join pg_class other on other.oid = k.confrelid
join pg_namespace ns2 on ns2.oid = other.relnamespace
where k.contype = 'f' and k.conparentid = 0
order by k.conrelid, k.conname
`;

export const FUNCTIONS = `
select pn.nspname as schema, p.proname as name,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(a.name, ''),
      'type', a.type::regtype::text,
      'required', a.idx <= p.pronargs - p.pronargdefaults,
      'variadic', coalesce(a.mode = 'v', false)) order by a.idx)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes)
      with ordinality as a(type, name, mode, idx)
    where coalesce(a.mode, 'i') in ('i', 'b', 'v')
  ), '[]') as params,
  tn.nspname as return_schema, coalesce(comp.relname, t.typname) as return_name,
  p.proretset as setof,
  t.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false) as composite,
  t.oid = 'void'::regtype as returns_void,
  p.provolatile as volatility,
  comp.oid is not null as returns_table_row
from pg_proc p
join pg_namespace pn on pn.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
join pg_namespace tn on tn.oid = t.typnamespace
left join pg_class comp on comp.oid = t.typrelid
where p.pronamespace = any($1::regnamespace[]) and p.prokind = 'f' and t.oid <> 'trigger'::regtype
`;

/** Type names usable in `::casts`, by their SQL spellings too (int, integer, bigint, ...). */
export const TYPES = `select typname as name from pg_type where typtype in ('b', 'e', 'r', 'd', 'c', 'm') and typname !~ '^_'`;

/**
 * Computed relationships: a function taking one row of a table or view and returning rows of
 * another, embeddable by its name (`/channels?select=get_messages(*)`).
 */
export const COMPUTED_RELATIONSHIPS = `
with relations as (select reltype from pg_class where relkind in ('v', 'r', 'm', 'f', 'p'))
select pn.nspname as schema, p.proname as name,
  arg_schema.nspname as table_schema, arg_name.typname as table_name,
  ret_schema.nspname as foreign_schema, ret_name.typname as foreign_table,
  not p.proretset or p.prorows = 1 as single_row
from pg_proc p
join pg_namespace pn on pn.oid = p.pronamespace
join pg_type arg_name on arg_name.oid = p.proargtypes[0]
join pg_namespace arg_schema on arg_schema.oid = arg_name.typnamespace
join pg_type ret_name on ret_name.oid = p.prorettype
join pg_namespace ret_schema on ret_schema.oid = ret_name.typnamespace
where p.pronargs = 1 and p.pronamespace = any($1::regnamespace[])
  and p.proargtypes[0] in (select reltype from relations)
  and p.prorettype in (select reltype from relations)
`;

/** Views over a single table and the base columns they show under the same name. */
export const VIEW_COLUMNS = `
select u.view_schema, u.view_name, u.table_schema, u.table_name,
  array_agg(u.column_name::text) as columns
from information_schema.view_column_usage u
join information_schema.columns c
  on c.table_schema = u.view_schema and c.table_name = u.view_name and c.column_name = u.column_name
where u.view_schema = any($1::text[])
  and (select count(distinct (t.table_schema, t.table_name)) from information_schema.view_table_usage t
       where t.view_schema = u.view_schema and t.view_name = u.view_name) = 1
group by u.view_schema, u.view_name, u.table_schema, u.table_name
`;
