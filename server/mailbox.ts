/**
 * Emails the backend sends (confirmation, recovery) and those its Edge Functions send land here
 * instead of the internet: kept in the database (text, HTML and the message's own headers),
 * printed on the console, and served with a Mailpit-style JSON API and a page.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { HttpError, readBody, send } from './http.ts';

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  created_at: Date;
}

/** What the Edge Functions post to the mailbox (and what `deliver` takes besides the basics). */
export interface MailExtras {
  html?: string;
  /** The message's own headers, name -> value (List-Unsubscribe, Reply-To...). */
  headers?: Record<string, string>;
}

const FROM = 'Anupalan <no-reply@localhost>';

/** "Name <address>" or "address", as Mailpit's address objects. */
function address(value: string) {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return named
    ? { Name: named[1] ?? '', Address: named[2] ?? '' }
    : { Name: '', Address: value.trim() };
}

/**
 * Every header of a message, name -> values, as Mailpit gives them: the ones every message has
 * (From, To, Subject, Date, Message-ID), then its own, which win over those of the same name.
 */
function headersOf(m: MailRow): Record<string, string[]> {
  const own = m.headers ?? {};
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const standard: Record<string, string> = {
    From: FROM,
    To: m.recipient,
    Subject: m.subject,
    Date: new Date(m.created_at).toUTCString().replace('GMT', '+0000'),
    'Message-ID': `<${m.id}@mailbox.embedded-backend.localhost>`,
  };
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(standard)) {
    if (!ownNames.has(name.toLowerCase())) headers[name] = [value];
  }
  for (const [name, value] of Object.entries(own)) headers[name] = [value];
  return headers;
}

function header(headers: Record<string, string[]>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key]?.[0];
}

const summary = (m: MailRow) => {
  const headers = headersOf(m);
  return {
    ID: String(m.id),
    MessageID: (header(headers, 'Message-ID') ?? '').replace(/^<|>$/g, ''),
    Subject: m.subject,
    To: [{ Name: '', Address: m.recipient }],
    From: address(header(headers, 'From') ?? FROM),
    Created: new Date(m.created_at).toISOString(),
    Snippet: m.text_body.slice(0, 120),
  };
};

/** One message, as Mailpit's /api/v1/message/<id> gives it, with its headers. */
function message(m: MailRow) {
  const headers = headersOf(m);
  const unsubscribe = header(headers, 'List-Unsubscribe') ?? '';
  const replyTo = header(headers, 'Reply-To');
  return {
    ...summary(m),
    Cc: [],
    Bcc: [],
    ReplyTo: replyTo ? [address(replyTo)] : [],
    ReturnPath: '',
    ListUnsubscribe: {
      Header: unsubscribe,
      Links: [...unsubscribe.matchAll(/<([^>]+)>/g)].map((link) => link[1]),
      Errors: '',
      HeaderPost: header(headers, 'List-Unsubscribe-Post') ?? '',
    },
    Date: new Date(m.created_at).toISOString(),
    Tags: [],
    Username: '',
    Text: m.text_body,
    HTML: m.html_body ?? '',
    Size: Buffer.byteLength(m.text_body) + Buffer.byteLength(m.html_body ?? ''),
    Inline: [],
    Attachments: [],
    Headers: headers,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The links of an HTML part: where each goes and its text. */
export function htmlLinks(html: string): { href: string; text: string }[] {
  const anchor =
    /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>([\s\S]*?)<\/a\s*>/gi;
  return [...html.matchAll(anchor)].map((m) => ({
    href: decodeEntities(m[1] ?? m[2] ?? m[3] ?? '').trim(),
    text: decodeEntities((m[4] ?? '').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** A link of a message on the page: followable only to http(s) and mailto addresses. */
function pageLink(href: string, text = href): string {
  return /^(https?:|mailto:)/i.test(href)
    ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
    : `${escapeHtml(text)} (${escapeHtml(href)})`;
}

function article(m: MailRow): string {
  const text = escapeHtml(m.text_body).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>');
  const own = Object.entries(m.headers ?? {})
    .map(([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`)
    .join('');
  const links = m.html_body
    ? htmlLinks(m.html_body)
        .map(({ href, text: label }) => `<li>${pageLink(href, label || href)}</li>`)
        .join('')
    : '';
  return `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.recipient)} · ${new Date(m.created_at).toLocaleString('en-IN')}</p>${own ? `<ul class="headers">${own}</ul>` : ''}<pre>${text}</pre>${m.html_body ? `<h3>Links in the HTML part</h3>${links ? `<ul>${links}</ul>` : '<p>None.</p>'}` : ''}</article>`;
}

function page(rows: MailRow[]): string {
  const items = rows.map(article).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title><style>body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1e293b}article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}h3{font-size:1rem}.headers{font-size:.875rem;color:#475569;word-break:break-all}</style><h1>Local mailbox</h1><p>Emails the development backend sent, newest first.</p>${items || '<p>No mail yet.</p>'}</html>`;
}

/** A header name (printable ASCII but the colon) and a value on one line. */
const HEADER_NAME = /^[!-9;-~]+$/;

/** The mail a send request carries, or why it is refused. */
function parseSend(
  body: unknown,
): { to: string; subject: string; text: string; extras: MailExtras } | string {
  const mail = (body ?? {}) as Record<string, unknown>;
  if (
    typeof mail.to !== 'string' ||
    typeof mail.subject !== 'string' ||
    typeof mail.text !== 'string'
  ) {
    return 'Send to, subject and text, each a string';
  }
  // A missing part may also come as null.
  const html = mail.html ?? undefined;
  if (html !== undefined && typeof html !== 'string') return 'html must be a string';
  const headers = mail.headers ?? {};
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    return 'headers must be an object of header names and string values';
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || typeof value !== 'string' || /[\r\n]/.test(value)) {
      return `The header "${name}" must have a valid name and a string value on one line`;
    }
  }
  const extras = { html, headers: headers as Record<string, string> };
  return { to: mail.to, subject: mail.subject, text: mail.text, extras };
}

export class Mailbox {
  /** The secret path at which the backend's Edge Functions post mail, once enabled. */
  private sendPath: string | null = null;

  constructor(
    private readonly db: PGlite,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async deliver(to: string, subject: string, text: string, extras: MailExtras = {}): Promise<void> {
    await this.db.query(
      'insert into _embedded.mail (recipient, subject, text_body, html_body, headers) values ($1, $2, $3, $4, $5::jsonb)',
      [to, subject, text, extras.html ?? null, JSON.stringify(extras.headers ?? {})],
    );
    const link = text.match(/https?:\/\/\S+/)?.[0];
    this.log(`mail to ${to}: ${subject}${link ? `\n  ${link}` : ''}`);
  }

  private async list(): Promise<MailRow[]> {
    return (await this.db.query<MailRow>('select * from _embedded.mail order by id desc limit 200'))
      .rows;
  }

  /** A message by its ID, or the newest for "latest" (as Mailpit). */
  private async one(id: string): Promise<MailRow | undefined> {
    const found =
      id === 'latest'
        ? await this.db.query<MailRow>('select * from _embedded.mail order by id desc limit 1')
        : await this.db.query<MailRow>('select * from _embedded.mail where id = $1', [Number(id)]);
    return found.rows[0];
  }

  /**
   * Lets the Edge Functions the backend runs send mail here, as they would through a provider:
   * returns the path they post `{ to, subject, text, html?, headers? }` to. The path holds a
   * random secret, so nothing else on the machine can fill the mailbox.
   */
  acceptSends(): string {
    this.sendPath ??= `/api/v1/send/${randomBytes(16).toString('hex')}`;
    return this.sendPath;
  }

  private async receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (e) {
      if (e instanceof HttpError) return send(res, e.status, e.body);
      return send(res, 400, { error: 'The body must be JSON' });
    }
    const mail = parseSend(body);
    if (typeof mail === 'string') return send(res, 400, { error: mail });
    await this.deliver(mail.to, mail.subject, mail.text, mail.extras);
    send(res, 201, {});
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && this.sendPath && url.pathname === this.sendPath) {
      return await this.receive(req, res);
    }
    if (req.method !== 'GET') return send(res, 405, { error: 'Only GET' });
    if (url.pathname === '/api/v1/messages') {
      const rows = await this.list();
      return send(res, 200, {
        total: rows.length,
        count: rows.length,
        messages: rows.map(summary),
      });
    }
    const one = url.pathname.match(/^\/api\/v1\/message\/(\d+|latest)(\/headers)?$/);
    if (one) {
      const row = await this.one(one[1] as string);
      if (!row) return send(res, 404, { error: 'Message not found' });
      return send(res, 200, one[2] ? headersOf(row) : message(row));
    }
    if (url.pathname === '/') {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(page(await this.list()));
      return;
    }
    send(res, 404, { error: 'Not found' });
  }

  serve(port: number, host = '127.0.0.1'): Promise<Server> {
    const server = createServer(async (req, res) => {
      try {
        await this.route(req, res);
      } catch (e) {
        send(res, 500, { error: (e as Error).message });
      }
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  }
}
