import { describe, expect, it } from 'vitest';
import { statements, withExtensionModels } from '../../server/scheduler/extensions.ts';
import { PG_CRON, PG_NET } from '../../server/scheduler/models.ts';

describe("the migration runner's statements", () => {
  it('splits at semicolons outside strings, quoted names, comments and dollar quotes', () => {
    const sql = [
      "insert into t values ('a;b', E'it\\'s;', \"odd;name\");",
      '-- a comment; still a comment\nselect 1; /* a /* nested; */ comment; */ select 2;',
      'create function f() returns int language sql as $body$ select 1; $body$;',
      'do $$ begin perform 1; end $$;',
      'select $1::int',
    ].join('\n');
    expect(statements(sql).map((s) => s.trim())).toEqual([
      "insert into t values ('a;b', E'it\\'s;', \"odd;name\");",
      '-- a comment; still a comment\nselect 1;',
      '/* a /* nested; */ comment; */ select 2;',
      'create function f() returns int language sql as $body$ select 1; $body$;',
      'do $$ begin perform 1; end $$;',
      'select $1::int',
    ]);
  });
});

describe('create extension for the modelled extensions', () => {
  it("puts the model in the statement's place, with the checks Postgres would make", () => {
    const sql =
      '-- Scheduling.\ncreate extension if not exists pg_cron;\nCREATE EXTENSION pg_net WITH SCHEMA "extensions";\nselect 1;';
    const out = withExtensionModels(sql);
    expect(out).toContain("select _embedded.create_extension('pg_cron', true, null);");
    expect(out).toContain("select _embedded.create_extension('pg_net', false, 'extensions');");
    expect(out).toContain(PG_CRON);
    expect(out).toContain(PG_NET);
    expect(out.trim().endsWith('select 1;')).toBe(true);
    expect(out).not.toMatch(/create extension/i);
  });

  it('leaves other extensions, and text that only mentions one, to Postgres', () => {
    const sql =
      "create extension if not exists pgcrypto;\ndo $$ begin raise notice 'create extension pg_cron;'; end $$;";
    expect(withExtensionModels(sql)).toBe(sql);
  });

  it('stops at a form it does not model', () => {
    expect(() => withExtensionModels("create extension pg_cron version '1.6';")).toThrow(
      /^the embedded backend models "create extension/,
    );
  });
});
