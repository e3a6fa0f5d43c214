/**
 * reminders: everything a person does with their reminders of compliance due dates, by `action`:
 * `subscribe` (a visitor, double opt-in), `confirm` and `unsubscribe` (the links of the emails,
 * followed on the site's pages), and for a signed-in member `get`, `update` and `rotate-feed`.
 * `POST ?unsubscribe=<token>` with `List-Unsubscribe=One-Click` is a mail client's one-click
 * unsubscribe (RFC 8058). Deployed to Supabase as it is (with --no-verify-jwt: mail clients post
 * with no key, and the function checks members' tokens itself), and run by the embedded backend
 * under Deno in development. A request may name the `language` of the page it comes from (en
 * or hi): the function answers in it, and a subscription keeps it for its emails and feed.
 */

import { describeError } from '../_shared/errors.ts';
import { corsHeaders, json, readJsonObject } from '../_shared/http.ts';
import { originalLanguage } from '../_shared/languages.ts';
import { unsubscribePage } from '../_shared/reminder-links.ts';
import { languageOfBody, reminderSchemasIn, TOKEN_PATTERN } from '../_shared/reminders.ts';
import { config, validationFailed } from './context.ts';
import { confirm, oneClickUnsubscribe, unsubscribe } from './links.ts';
import { member } from './member.ts';
import { subscribe } from './subscribe.ts';

async function handle(request: Request): Promise<Response> {
  const oneClick = new URL(request.url).searchParams.get('unsubscribe');
  if (oneClick !== null) return await oneClickUnsubscribe(request, oneClick);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  // Answered in the language the page was in; an unknown language is refused in English.
  const language = languageOfBody(body);
  const parsed = reminderSchemasIn(language).action.safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error, language);
  const { action } = parsed.data;
  if (action === 'subscribe') return await subscribe(body, request, language);
  if (action === 'confirm') return await confirm(body, language);
  if (action === 'unsubscribe') return await unsubscribe(body, language);
  return await member(action, body, request, language);
}

/**
 * A GET of the List-Unsubscribe address (a mail client opening it in a browser, RFC 2369): the
 * unsubscribe page, which still asks for a press. Null for any other GET.
 */
function toUnsubscribePage(request: Request): Response | null {
  const token = new URL(request.url).searchParams.get('unsubscribe');
  if (request.method !== 'GET' || token === null || !TOKEN_PATTERN.test(token)) return null;
  return new Response(null, {
    status: 303,
    headers: { Location: unsubscribePage(config.site, token, originalLanguage) },
  });
}

async function answer(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return (
      toUnsubscribePage(request) ?? json(405, { code: 'method_not_allowed', message: 'Use POST.' })
    );
  }
  try {
    return await handle(request);
  } catch (error) {
    // The visitor is told only what to do; the log says what failed, without personal data.
    console.error(`reminders failed: ${describeError(error)}`);
    return json(500, {
      code: 'internal_error',
      message: 'We could not do that just now. Please try again in a few minutes.',
    });
  }
}

Deno.serve(async (request) => {
  const cors = corsHeaders(request, config.siteOrigins);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  const response = await answer(request);
  // Addresses of this function may carry a token: never pass them on as a Referer.
  response.headers.set('Referrer-Policy', 'no-referrer');
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
});
