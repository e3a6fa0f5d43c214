import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type BackendOptions, createBackend } from '../../server/index.ts';
import { jwtSecret } from '../../server/keys.ts';
import { client, freshDataDir, SITE } from '../support/backend.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * A backend with the site's migrations and the REST test schema, on a fresh data directory (the
 * site's migrations already applied: the REST test schema is applied as the newest migration).
 */
async function startRest(options: Partial<BackendOptions> = {}) {
  const dataDir = await freshDataDir('rest-data-');
  const migrationsDir = mkdtempSync(path.join(tmpdir(), 'rest-migrations-'));
  const own = path.join(ROOT, 'supabase', 'migrations');
  for (const f of readdirSync(own)) copyFileSync(path.join(own, f), path.join(migrationsDir, f));
  copyFileSync(
    path.join(import.meta.dirname, 'rest', 'schema.sql'),
    path.join(migrationsDir, '99999999999999_rest.sql'),
  );
  const removeDirs = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(migrationsDir, { recursive: true, force: true });
  };
  const open = () =>
    createBackend({
      dataDir,
      migrationsDir,
      siteOrigins: [SITE],
      log: () => {},
      ...options,
      env: { PGRST_DB_SCHEMAS: 'public,extras', ...options.env },
    });
  const backend = await open().catch((e) => {
    removeDirs();
    throw e;
  });
  const started = {
    backend,
    sb: client(backend),
    /** Stops the backend and starts it again on the same data directory. */
    async restart() {
      await started.backend.close();
      started.backend = await open();
      started.sb = client(started.backend);
    },
    async stop() {
      await started.backend.close();
      removeDirs();
    },
  };
  return started;
}

let env: Awaited<ReturnType<typeof startRest>>;
let sb: SupabaseClient;

beforeAll(async () => {
  env = await startRest();
  sb = env.sb;
});
afterAll(() => env?.stop());

/** A raw request, for what the client does not show: headers, HEAD, Range, odd parameters. */
function rest(url: string, init: RequestInit = {}, key = env.backend.publishableKey) {
  return fetch(`${env.backend.url}/rest/v1/${url}`, {
    ...init,
    headers: { apikey: key, 'Content-Type': 'application/json', ...init.headers },
  });
}

const token = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret()));

describe('select', () => {
  it('answers chosen columns, renamed, cast and through JSON paths', async () => {
    const { data, error } = await sb
      .from('authors')
      .select('name, since:joined, id::text, city:bio->city->>name, first:bio->langs->0')
      .eq('name', 'asha');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'asha', since: '2024-01-10', id: '1', city: 'Pune', first: 'mr' },
    ]);
  });

  it('embeds a many-to-one relation as an object and a one-to-many relation as an array', async () => {
    const posts = await sb.from('posts').select('title, authors(name)').eq('id', 1).single();
    expect(posts.data).toEqual({ title: 'GST basics', authors: { name: 'asha' } });
    const authors = await sb.from('authors').select('name, posts(title)').eq('name', 'bala');
    expect(authors.data).toEqual([{ name: 'bala', posts: [{ title: 'Payroll, explained' }] }]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await sb.from('posts').select('title, tags(label)').eq('id', 3);
    expect(data).toEqual([{ title: 'Payroll, explained', tags: [{ label: 'hr' }] }]);
  });

  it('keeps only parents with a match under !inner, filtering on the embedded table', async () => {
    const { data } = await sb
      .from('authors')
      .select('name, posts!inner(title)')
      .eq('posts.rating', 3);
    expect(data).toEqual([{ name: 'asha', posts: [{ title: 'TDS rates' }] }]);
  });

  it('disambiguates two foreign keys to one table with a hint, and answers PGRST201 without one', async () => {
    const hinted = await sb
      .from('reviews')
      .select(
        'score, reviewer:authors!reviews_reviewer_id_fkey(name), editor:authors!editor_id(name)',
      )
      .eq('id', 1)
      .single();
    expect(hinted.data).toEqual({
      score: 8,
      reviewer: { name: 'bala' },
      editor: { name: 'chitra' },
    });
    const ambiguous = await sb.from('reviews').select('authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'reviews' and 'authors'",
    });
  });

  it('answers PGRST200 for a relation it cannot find', async () => {
    const { error, status } = await sb.from('tags').select('authors(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  it.each([
    ['deeper embedding', 'posts?select=authors(posts(title))', 'embedding-depth'],
    ['spreads', 'posts?select=title,...authors(name)', 'spread'],
    ['aggregates', 'posts?select=rating.sum()', 'aggregates'],
  ])('refuses %s loudly', async (_name, url, category) => {
    const res = await rest(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-embedded-unsupported')).toBe(category);
    expect(await res.json()).toMatchObject({ code: 'PGRST127' });
  });
});

describe('filters', () => {
  const titles = async (q: PromiseLike<{ data: { title: string }[] | null }>) =>
    ((await q).data ?? []).map((p) => p.title);

  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    const posts = () => sb.from('posts').select('title').order('id');
    expect(await titles(posts().eq('rating', 5))).toEqual(['GST basics']);
    expect(await titles(posts().neq('rating', 5))).toEqual(['TDS rates', 'ROC filings']);
    expect(await titles(posts().gt('rating', 3))).toEqual(['GST basics', 'ROC filings']);
    expect(await titles(posts().gte('rating', 4))).toEqual(['GST basics', 'ROC filings']);
    expect(await titles(posts().lt('rating', 4))).toEqual(['TDS rates']);
    expect(await titles(posts().lte('rating', 4))).toEqual(['TDS rates', 'ROC filings']);
  });

  it('matches patterns with like and ilike', async () => {
    const posts = () => sb.from('posts').select('title').order('id');
    expect(await titles(posts().like('title', '%basics'))).toEqual(['GST basics']);
    expect(await titles(posts().ilike('title', 'tds%'))).toEqual(['TDS rates']);
  });

  it('tests with is (null, true, false) and in, with quoted values', async () => {
    const names = async (q: PromiseLike<{ data: { name: string }[] | null }>) =>
      ((await q).data ?? []).map((a) => a.name);
    const authors = () => sb.from('authors').select('name').order('id');
    expect(await names(authors().is('active', null))).toEqual(['chitra']);
    expect(await names(authors().is('active', true))).toEqual(['asha', 'dev']);
    expect(await names(authors().is('active', false))).toEqual(['bala']);
    expect(
      await titles(sb.from('posts').select('title').in('title', ['Payroll, explained', 'x'])),
    ).toEqual(['Payroll, explained']);
  });

  it('negates with not and combines with nested or/and', async () => {
    const posts = () => sb.from('posts').select('title').order('id');
    expect(await titles(posts().not('rating', 'is', null).not('rating', 'eq', 5))).toEqual([
      'TDS rates',
      'ROC filings',
    ]);
    expect(await titles(posts().or('rating.eq.3,and(author_id.eq.3,rating.gt.3)'))).toEqual([
      'TDS rates',
      'ROC filings',
    ]);
  });

  it('filters arrays, full text and distinctness', async () => {
    const posts = () => sb.from('posts').select('title').order('id');
    expect(await titles(posts().contains('tags', ['tax']))).toEqual(['GST basics', 'TDS rates']);
    expect(await titles(posts().overlaps('tags', ['payroll', 'gst']))).toEqual([
      'GST basics',
      'Payroll, explained',
    ]);
    expect(await titles(posts().textSearch('body', 'filings', { config: 'simple' }))).toEqual([
      'ROC filings',
    ]);
    expect(await titles(posts().filter('rating', 'isdistinct', 5))).toEqual([
      'TDS rates',
      'Payroll, explained',
      'ROC filings',
    ]);
  });

  it('filters embedded resources without dropping their parents', async () => {
    const { data } = await sb
      .from('authors')
      .select('name, posts(title)')
      .eq('posts.rating', 5)
      .in('name', ['asha', 'bala'])
      .order('id');
    expect(data).toEqual([
      { name: 'asha', posts: [{ title: 'GST basics' }] },
      { name: 'bala', posts: [] },
    ]);
  });

  it('answers PGRST100 for a filter it cannot parse and 42703 for an unknown column', async () => {
    const bad = await rest('posts?rating=about.5');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (about.5)" (line 1, column 1)',
    });
    const unknown = await sb.from('posts').select('title').eq('salary', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: '42703',
      message: 'column posts.salary does not exist',
    });
  });
});

describe('order, pages and counts', () => {
  it('orders by several columns with nulls first or last, and embedded rows', async () => {
    const byRating = await sb
      .from('posts')
      .select('title')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id');
    expect(byRating.data?.map((p) => p.title)).toEqual([
      'Payroll, explained',
      'GST basics',
      'ROC filings',
      'TDS rates',
    ]);
    const embedded = await sb
      .from('authors')
      .select('name, posts(id)')
      .eq('name', 'asha')
      .order('id', { referencedTable: 'posts', ascending: false });
    expect(embedded.data).toEqual([{ name: 'asha', posts: [{ id: 2 }, { id: 1 }] }]);
    const byAuthor = await rest(
      'posts?select=id,authors(name)&order=authors(name).desc,id&limit=2',
    );
    expect(await byAuthor.json()).toEqual([
      { id: 4, authors: { name: 'chitra' } },
      { id: 3, authors: { name: 'bala' } },
    ]);
  });

  it('pages with limit, offset and range, and says which rows in Content-Range', async () => {
    const { data } = await sb.from('authors').select('name').order('id').range(1, 2);
    expect(data?.map((a) => a.name)).toEqual(['bala', 'chitra']);
    const res = await rest('authors?select=name&order=id&limit=2&offset=1');
    expect(res.headers.get('content-range')).toBe('1-2/*');
    const byHeader = await rest('authors?select=name&order=id', {
      headers: { Range: '2-3', 'Range-Unit': 'items' },
    });
    expect(await byHeader.json()).toEqual([{ name: 'chitra' }, { name: 'dev' }]);
    const empty = await rest('authors?name=eq.nobody');
    expect(empty.headers.get('content-range')).toBe('*/*');
  });

  it('counts exactly with Prefer: count=exact, answering 206 for a partial page, and on HEAD', async () => {
    const partial = await sb.from('authors').select('name', { count: 'exact' }).limit(2);
    expect(partial).toMatchObject({ count: 4, status: 206 });
    const whole = await sb.from('authors').select('name', { count: 'exact' });
    expect(whole).toMatchObject({ count: 4, status: 200 });
    const head = await sb.from('authors').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 4, data: null, status: 200 });
    const none = await rest('authors?name=eq.nobody', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  it("answers count=planned with Postgres's estimate", async () => {
    const res = await rest('authors?select=name', {
      method: 'HEAD',
      headers: { Prefer: 'count=planned' },
    });
    expect(res.headers.get('content-range')).toMatch(/^0-3\/\d+$/);
    expect(res.headers.get('preference-applied')).toBe('count=planned');
  });
});

describe('writes', () => {
  it('inserts one row and many, with columns= for rows with different keys', async () => {
    const one = await sb.from('tags').insert({ id: 10, label: 'one' }).select().single();
    expect(one).toMatchObject({ status: 201, data: { id: 10, label: 'one' } });
    const many = await sb
      .from('tags')
      .insert([
        { id: 11, label: 'eleven' },
        { id: 12, label: 'twelve' },
      ])
      .select('id');
    expect(many.data).toEqual([{ id: 11 }, { id: 12 }]);
    const minimal = await sb.from('tags').insert({ id: 13, label: 'thirteen' });
    expect(minimal).toMatchObject({ status: 201, data: null });
    await sb.from('tags').delete().gte('id', 10);
  });

  it('fills absent keys with column defaults under missing=default', async () => {
    const { data } = await sb
      .from('posts')
      .insert([{ title: 'Defaults', words: 5 }, { title: 'More defaults' }], {
        defaultToNull: false,
      })
      .select('title, words, tags');
    expect(data).toEqual([
      { title: 'Defaults', words: 5, tags: [] },
      { title: 'More defaults', words: 100, tags: [] },
    ]);
    await sb.from('posts').delete().like('title', '%efaults');
  });

  it('upserts: merging answers 200 when it only updated, ignoring keeps the old row', async () => {
    const merged = await sb.from('tags').upsert({ id: 2, label: 'people' }).select();
    expect(merged).toMatchObject({ status: 200, data: [{ id: 2, label: 'people' }] });
    const inserted = await sb
      .from('tags')
      .upsert(
        [
          { id: 2, label: 'hr' },
          { id: 20, label: 'new' },
        ],
        { onConflict: 'id' },
      )
      .select();
    expect(inserted.status).toBe(201);
    const ignored = await sb
      .from('tags')
      .upsert({ id: 1, label: 'changed' }, { ignoreDuplicates: true })
      .select();
    expect(ignored).toMatchObject({ status: 201, data: [] });
    expect((await sb.from('tags').select('label').eq('id', 1).single()).data).toEqual({
      label: 'tax',
    });
    await sb.from('tags').delete().eq('id', 20);
  });

  it('updates and deletes with return=representation, minimal and headers-only', async () => {
    await sb.from('tags').insert([
      { id: 30, label: 'a' },
      { id: 31, label: 'b' },
    ]);
    const updated = await sb.from('tags').update({ label: 'c' }).eq('id', 30).select();
    expect(updated).toMatchObject({ status: 200, data: [{ id: 30, label: 'c' }] });
    const minimal = await sb.from('tags').update({ label: 'd' }).eq('id', 30);
    expect(minimal).toMatchObject({ status: 204, data: null });
    const located = await rest('tags', {
      method: 'POST',
      body: '{"id":32,"label":"e"}',
      headers: { Prefer: 'return=headers-only' },
    });
    expect(located.status).toBe(201);
    expect(located.headers.get('location')).toBe('/tags?id=eq.32');
    const deleted = await sb.from('tags').delete().in('id', [30, 31, 32]).select('id');
    expect(deleted.data).toEqual([{ id: 30 }, { id: 31 }, { id: 32 }]);
  });

  it('refuses an update or delete without a filter, as pg-safeupdate does', async () => {
    const update = await rest('tags', { method: 'PATCH', body: '{"label":"x"}' });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    const del = await rest('tags', { method: 'DELETE' });
    expect(await del.json()).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    expect((await sb.from('tags').select('label').order('id')).data).toEqual([
      { label: 'tax' },
      { label: 'hr' },
    ]);
  });

  it('answers constraint and body errors with PostgREST codes', async () => {
    const duplicate = await sb.from('tags').insert({ id: 1, label: 'again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
    });
    const unknownColumn = await sb.from('tags').insert({ id: 40, colour: 'red' });
    expect(unknownColumn.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'tags' in the schema cache",
    });
    const unknownTable = await sb.from('salaries').select();
    expect(unknownTable).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST205',
        message: "Could not find the table 'public.salaries' in the schema cache",
      },
    });
  });
});

describe('functions', () => {
  it('calls a scalar function with GET and POST, and a void one with 204', async () => {
    expect(await sb.rpc('author_count', {}, { get: true })).toMatchObject({ data: 4, status: 200 });
    expect(await sb.rpc('rename_author', { old: 'nobody', new: 'x' })).toMatchObject({
      data: null,
      status: 200,
    });
    expect(await sb.rpc('touch')).toMatchObject({ data: null, status: 204 });
  });

  it('filters, orders and pages a set-returning function', async () => {
    const { data } = await sb
      .rpc('posts_by', { author: 'asha' })
      .select('title')
      .gt('rating', 1)
      .order('rating')
      .limit(1);
    expect(data).toEqual([{ title: 'TDS rates' }]);
    const viaGet = await rest('rpc/posts_by?author=asha&select=id&order=id.desc');
    expect(await viaGet.json()).toEqual([{ id: 2 }, { id: 1 }]);
    const counted = await sb.rpc('posts_by', { author: 'asha' }, { count: 'exact' }).limit(1);
    expect(counted).toMatchObject({ count: 2, status: 206 });
  });

  it('passes the whole body to a single unnamed json parameter', async () => {
    expect((await sb.rpc('echo_whole', { a: [1, 2] } as never)).data).toEqual({ a: [1, 2] });
    expect((await sb.rpc('echo', { payload: { b: true } })).data).toEqual({ b: true });
  });

  it('answers PGRST202 for a function it cannot find, and a volatile function refuses GET', async () => {
    const missing = await sb.rpc('author_cont');
    expect(missing).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        hint: 'Perhaps you meant to call the function public.author_count',
      },
    });
    const readOnly = await sb.rpc('rename_author', { old: 'asha', new: 'x' }, { get: true });
    expect(readOnly).toMatchObject({ status: 405, error: { code: '25006' } });
  });
});

describe('single objects', () => {
  it('answers .single() with anything but one row as 406 PGRST116 in PostgREST wording', async () => {
    const many = await sb.from('authors').select().single();
    expect(many).toMatchObject({
      status: 406,
      error: {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 4 rows',
      },
    });
    const one = await sb.from('authors').select('name').eq('id', 2).maybeSingle();
    expect(one.data).toEqual({ name: 'bala' });
    const none = await sb.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('rolls back a write whose result is not a single object', async () => {
    const res = await sb
      .from('tags')
      .insert([
        { id: 50, label: 'x' },
        { id: 51, label: 'y' },
      ])
      .select()
      .single();
    expect(res.status).toBe(406);
    expect((await sb.from('tags').select().gte('id', 50)).data).toEqual([]);
  });
});

describe('headers and preferences', () => {
  it('switches schema with Accept-Profile / Content-Profile and refuses one not exposed', async () => {
    expect((await sb.schema('extras').from('notes').select('body')).data).toEqual([
      { body: 'a note' },
    ]);
    const res = await rest('notes', { headers: { 'Accept-Profile': 'private' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, extras',
    });
  });

  it('ignores Prefer: tx=rollback by default, as PostgREST does, and says what it applied', async () => {
    const res = await rest('tags?select=id', {
      method: 'POST',
      body: '{"id":60,"label":"kept"}',
      headers: { Prefer: 'return=representation, tx=rollback' },
    });
    expect(res.headers.get('preference-applied')).toBe('return=representation');
    expect((await sb.from('tags').select('label').eq('id', 60)).data).toEqual([{ label: 'kept' }]);
    await sb.from('tags').delete().eq('id', 60);
  });

  it('refuses unknown preferences under handling=strict', async () => {
    const res = await rest('tags', { headers: { Prefer: 'handling=strict, colour=blue' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: colour=blue',
    });
  });

  it('answers CSV and stripped nulls when asked', async () => {
    const csv = await sb.from('authors').select('name, active').lte('id', 3).order('id').csv();
    expect(csv.data).toBe('name,active\nasha,t\nbala,f\nchitra,');
    const stripped = await sb.from('authors').select('name, active').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ name: 'chitra' }]);
  });
});

describe('roles and settings', () => {
  it('enforces grants and RLS as the JWT role: 401 for anon, 403 or no rows for a user', async () => {
    const anon = await sb.from('secrets').select();
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const user = createClient(env.backend.url, env.backend.publishableKey, {
      global: {
        headers: {
          Authorization: `Bearer ${await token({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' })}`,
        },
      },
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await user.from('secrets').select('note')).data).toEqual([{ note: 'one' }]);
    const write = await user.from('secrets').insert({ id: 2, note: 'no' });
    expect(write).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('runs a valid token without a role claim as the anonymous role, as PostgREST does', async () => {
    const roleless = await new SignJWT({ sub: '00000000-0000-0000-0000-000000000001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(jwtSecret()));
    const tags = await rest('tags', { headers: { Authorization: `Bearer ${roleless}` } });
    expect(tags.status).toBe(200);
    const secrets = await rest('secrets', { headers: { Authorization: `Bearer ${roleless}` } });
    expect(secrets.status).toBe(401);
    expect(await secrets.json()).toMatchObject({ code: '42501' });
  });

  it('refuses a bad JWT as PostgREST does: PGRST303 when expired, PGRST301 otherwise', async () => {
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret()));
    const late = await rest('tags', { headers: { Authorization: `Bearer ${expired}` } });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(late.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
    const garbled = await rest('tags', { headers: { Authorization: 'Bearer nonsense' } });
    expect(await garbled.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    });
  });

  it('sees tables created after start-up once the schema cache is reloaded, or on NOTIFY pgrst', async () => {
    expect((await sb.rpc('add_table', { announce: false })).status).toBe(204);
    expect((await sb.from('added_later').select()).error?.code).toBe('PGRST205');
    await env.backend.reloadSchema();
    expect((await sb.from('added_later').select()).data).toEqual([]);
    await sb.rpc('add_table', { announce: true });
    expect((await sb.from('announced').select()).data).toEqual([]);
  });

  it('reads its schema again on a start after a change it was not told about', async () => {
    const other = await startRest();
    try {
      expect((await other.sb.from('tags').select('label')).error).toBeNull();
      expect((await other.sb.rpc('add_table', { announce: false })).status).toBe(204);
      await other.restart();
      expect((await other.sb.from('added_later').select()).data).toEqual([]);
      expect((await other.sb.from('tags').select('label')).error).toBeNull();
    } finally {
      await other.stop();
    }
    // A backend of its own, started twice.
  }, 120_000);

  it("reads PostgREST's settings from the database role too (ALTER ROLE authenticator SET pgrst.*)", async () => {
    await sb.rpc('set_max_rows', { n: 3 });
    expect((await sb.from('authors').select('name')).data).toHaveLength(3);
    await sb.rpc('set_max_rows', { n: null });
    expect((await sb.from('authors').select('name')).data).toHaveLength(4);
  });

  it('caps rows at PGRST_DB_MAX_ROWS, honours tx=rollback when PGRST_DB_TX_END allows it, and serves without an API key when told to', async () => {
    const other = await startRest({
      requireApiKey: false,
      env: { PGRST_DB_MAX_ROWS: '2', PGRST_DB_TX_END: 'commit-allow-override' },
    });
    try {
      const capped = await other.sb.from('authors').select('name', { count: 'exact' });
      expect(capped).toMatchObject({ count: 4, status: 206 });
      expect(capped.data).toHaveLength(2);
      const rolled = await other.sb
        .from('tags')
        .insert({ id: 70, label: 'gone' })
        .select()
        .rollback();
      expect(rolled.data).toEqual([{ id: 70, label: 'gone' }]);
      expect((await other.sb.from('tags').select().eq('id', 70)).data).toEqual([]);
      const keyless = await fetch(`${other.backend.url}/rest/v1/tags?select=label&id=eq.1`);
      expect(await keyless.json()).toEqual([{ label: 'tax' }]);
    } finally {
      await other.stop();
    }
    const keyless = await fetch(`${env.backend.url}/rest/v1/tags`);
    expect(keyless.status).toBe(401);
  });

  it('stops start-up on a bad setting, naming the variable', async () => {
    await expect(startRest({ env: { PGRST_DB_MAX_ROWS: 'lots' } })).rejects.toThrow(
      /PGRST_DB_MAX_ROWS/,
    );
  });
});
