/**
 * delete-account: deletes the caller's own account. The caller is the user whose access token
 * Supabase Auth accepts (never an id from the body), and the body must repeat their email
 * address, as the confirmation they typed. The user is deleted with the service role through
 * Supabase Auth's admin API (what supabase-js's `auth.admin.deleteUser` calls): their sessions
 * and refresh tokens go with them, their profile by its foreign key's cascade, and their
 * requests (public.leads) stay with the business with `user_id` set to null. Deployed to
 * Supabase as it is, and run by the embedded backend under Deno in development.
 */
import { type AuthSettings, verifiedCaller } from '../_shared/caller.ts';
import { corsHeaders, json } from '../_shared/http.ts';

interface Config extends AuthSettings {
  serviceRoleKey: string;
  siteOrigins: string[];
}

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const config: Config = {
  supabaseUrl: required('SUPABASE_URL').replace(/\/$/, ''),
  anonKey: required('SUPABASE_ANON_KEY'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  siteOrigins: (Deno.env.get('SITE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean),
};

const sessionExpired = () =>
  json(401, {
    code: 'session_expired',
    message: 'Your session has ended. Sign in again, then delete your account.',
  });

async function confirmation(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { email?: unknown };
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Supabase Auth's DELETE /admin/users/{id}, with the service role. */
async function deleteUser(id: string): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: {
      apikey: config.serviceRoleKey,
      Authorization: `Bearer ${config.serviceRoleKey}`,
    },
  });
  // Already gone (a second tab deleted it a moment ago) is what was asked for.
  if (response.ok || response.status === 404) return;
  throw new Error(`Supabase Auth answered ${response.status}: ${await response.text()}`);
}

async function remove(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request, config);
  if (!caller) return sessionExpired();
  const typed = await confirmation(request);
  if (!typed || typed !== caller.email.toLowerCase()) {
    return json(400, {
      code: 'confirmation_mismatch',
      message: 'Type the email address of your account exactly to confirm.',
    });
  }
  await deleteUser(caller.id);
  return json(200, { deleted: true });
}

Deno.serve(async (request) => {
  const cors = corsHeaders(request, config.siteOrigins);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  let response: Response;
  if (request.method !== 'POST') {
    response = json(405, { code: 'method_not_allowed', message: 'Use POST.' });
  } else {
    try {
      response = await remove(request);
    } catch (error) {
      // The details stay in the function's log; the user is told only what to do.
      console.error('delete-account failed:', error);
      response = json(500, {
        code: 'internal_error',
        message:
          'We could not delete your account just now. Nothing was changed. Please try again.',
      });
    }
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
});
