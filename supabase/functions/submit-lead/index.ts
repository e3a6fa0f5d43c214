/**
 * submit-lead: a visitor's request for a free compliance assessment. Validates it with the schema
 * the form uses, turns away bots (a honeypot field, a minimum fill time, rate limits per client
 * address and per email, Cloudflare Turnstile when configured), stores it with the service role
 * and emails the business and the visitor. A lead is in the language of the page it was sent
 * from: the function answers, stores and acknowledges it in that language. Deployed to Supabase as
 * it is, and run by the embedded backend under Deno in development.
 */

import { corsHeaders, json, readJsonObject } from '../_shared/http.ts';
import {
  CONSENT_TEXTS,
  type Lead,
  languageOfBody,
  leadFieldErrors,
  leadSchemaIn,
} from '../_shared/lead.ts';
import { mailer } from '../_shared/mail.ts';
import { addressHash, addressKey, clientAddress } from '../_shared/rate-limit.ts';
import { signedInUserId } from './caller.ts';
import { readConfig } from './config.ts';
import { businessNotification, type StoredLead, visitorAcknowledgement } from './emails.ts';
import { functionMessages } from './messages.ts';
import { LeadStore } from './store.ts';
import { verifyTurnstile } from './turnstile.ts';

const config = readConfig((name) => Deno.env.get(name));
const store = new LeadStore(config);
const send = mailer(config.mail);

/** People never see the honeypot field, so anything in it was typed by a bot. */
const honeypotFilled = (body: Record<string, unknown>) =>
  body.website !== undefined && body.website !== null && body.website !== '';

/** The rate limits, checked and recorded in one step: null when admitted, else the 429. */
async function rateLimited(lead: Lead, ipHash: string): Promise<Response | null> {
  const emailHash = await addressHash(`email:${lead.email}`, config.serviceRoleKey);
  const { wait, reason } = await store.admit(emailHash, ipHash, config);
  if (wait === 0) return null;
  const say = functionMessages[lead.language];
  const message = reason === 'address' ? say.tooManyFromNetwork(wait) : say.tooManyFromEmail(wait);
  return json(
    429,
    { code: 'rate_limited', message, retryAfter: wait },
    { 'Retry-After': String(wait) },
  );
}

async function turnstileRefusal(lead: Lead, address: string | null): Promise<Response | null> {
  if (!config.turnstileSecret) return null;
  const verified =
    lead.turnstileToken !== undefined &&
    (await verifyTurnstile(
      { secret: config.turnstileSecret, verifyUrl: config.turnstileVerifyUrl },
      lead.turnstileToken,
      address,
      lead.idempotencyKey,
    ));
  if (verified) return null;
  const say = functionMessages[lead.language];
  const message = lead.turnstileToken ? say.securityCheckFailed : say.securityCheckMissing;
  return json(400, { code: 'validation_failed', message, fields: { turnstileToken: message } });
}

async function notify(stored: StoredLead): Promise<void> {
  if (!send) {
    console.error(
      `Lead ${stored.id} stored, but no email was sent: set RESEND_API_KEY or SMTP_HOST, and LEAD_NOTIFY_EMAIL`,
    );
    return;
  }
  const emails = [
    visitorAcknowledgement(stored, config.siteOrigins[0] ?? null, config.notifyEmail),
  ];
  if (config.notifyEmail) emails.push(businessNotification(stored, config.notifyEmail));
  else
    console.error(
      `Lead ${stored.id} stored, but LEAD_NOTIFY_EMAIL is not set: the business was not told`,
    );
  const results = await Promise.allSettled(emails.map((email) => send(email)));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error(`An email about lead ${stored.id} was not sent:`, result.reason);
    }
  }
}

async function submit(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  // Answered as a success and not stored, so that a bot learns nothing.
  if (honeypotFilled(body)) return json(201, { id: crypto.randomUUID() });
  // Answered in the language the form was in; an unknown language is refused in English.
  const language = languageOfBody(body);
  const parsed = leadSchemaIn(language).safeParse(body);
  if (!parsed.success) {
    return json(400, {
      code: 'validation_failed',
      message: functionMessages[language].validationFailed,
      fields: leadFieldErrors(parsed.error),
    });
  }
  const lead = parsed.data;
  // A start time in the future is a visitor's clock set ahead, not a bot.
  const elapsed = Date.now() - lead.startedAt;
  if (elapsed >= 0 && elapsed < config.minFillMs) {
    return json(400, { code: 'too_fast', message: functionMessages[language].tooFast });
  }
  const existing = await store.findByIdempotencyKey(lead.idempotencyKey);
  if (existing) return json(201, { id: existing });

  const address = clientAddress(request, config.trustedProxyHops);
  const ipHash = await addressHash(addressKey(address), config.serviceRoleKey);
  const refusal = (await rateLimited(lead, ipHash)) ?? (await turnstileRefusal(lead, address));
  if (refusal) return refusal;

  const userId = await signedInUserId(request, config);
  // The words the visitor saw beside the checkbox, in their language.
  const consentText = CONSENT_TEXTS[lead.language];
  const { id, created } = await store.insert({ lead, userId, consentText });
  if (created) {
    await notify({ id, lead, userId, consentText, receivedAt: new Date() });
  }
  return json(201, { id });
}

Deno.serve(async (request) => {
  const cors = corsHeaders(request, config.siteOrigins);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  let response: Response;
  if (request.method !== 'POST') {
    response = json(405, { code: 'method_not_allowed', message: 'Send the form with POST.' });
  } else {
    try {
      response = await submit(request);
    } catch (error) {
      // The details stay in the function's log; the visitor is told only what to do.
      console.error('submit-lead failed:', error);
      response = json(500, {
        code: 'internal_error',
        message: 'We could not save your request. Please try again.',
      });
    }
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
});
