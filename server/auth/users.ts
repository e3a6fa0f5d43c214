/** Users and their identities in auth.users and auth.identities, and their JSON as GoTrue's. */
import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type Queryable = PGlite | Transaction;
type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json;
  raw_user_meta_data: Json;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** GoTrue leaves out timestamps that are not set. */
const withoutUndefined = (o: Json) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export const identityJson = (i: IdentityRow) =>
  withoutUndefined({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });

export function userJson(u: UserRow, identities: IdentityRow[]) {
  return withoutUndefined({
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.email_confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  });
}

/**
 * What sign-up answers for an address that already has a confirmed account (GoTrue's
 * sanitizeUser): a made-up user that looks like a fresh, unconfirmed one.
 */
export function obfuscatedUserJson(email: string, data: Json, now: number) {
  const at = new Date(now).toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

export async function findUser(db: Queryable, where: 'id' | 'email', value: string) {
  return (await db.query<UserRow>(`select * from auth.users where ${where} = $1`, [value])).rows[0];
}

export async function identitiesOf(db: Queryable, userId: string) {
  return (
    await db.query<IdentityRow>(
      'select * from auth.identities where user_id = $1 order by created_at, id',
      [userId],
    )
  ).rows;
}

/** The user as GoTrue answers it, read afresh with its identities. */
export async function userResponse(db: Queryable, userId: string) {
  const user = (await findUser(db, 'id', userId)) as UserRow;
  return userJson(user, await identitiesOf(db, userId));
}

/** GoTrue's UpdateUserMetaData: keys are merged in, and a null value removes its key. */
export function mergeMetadata(current: Json, updates: Json): Json {
  const next = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

export async function updateUserMetadata(db: Queryable, user: UserRow, updates: Json) {
  await db.query('update auth.users set raw_user_meta_data = $1 where id = $2', [
    mergeMetadata(user.raw_user_meta_data, updates),
    user.id,
  ]);
}

/**
 * The email identity a new account gets (GoTrue's createNewIdentity for provider "email"); the
 * user's metadata becomes the identity's data, as GoTrue's RemoveUnconfirmedIdentities does.
 */
export async function createEmailIdentity(db: Queryable, user: UserRow, data: Json, now: Date) {
  const identityData: Json = {
    email: user.email,
    email_verified: false,
    phone_verified: false,
    sub: user.id,
  };
  for (const [key, value] of Object.entries(data))
    if (!(key in identityData)) identityData[key] = value;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', $4, $4, $4)`,
    [user.id, user.id, identityData, now],
  );
  await db.query('update auth.users set raw_user_meta_data = $1 where id = $2', [
    identityData,
    user.id,
  ]);
}

/** GoTrue's User.Confirm: the address is confirmed and the metadata says so. */
export async function confirmEmail(db: Queryable, user: UserRow, now: Date) {
  await db.query(
    `update auth.users set confirmation_token = null, email_confirmed_at = $1,
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb where id = $2`,
    [now, user.id],
  );
}
