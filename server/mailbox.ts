/**
 * Emails the backend sends (confirmation, recovery) land here instead of the internet: kept in
 * the database, printed on the console, and served with a Mailpit-style JSON API and a page.
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
  created_at: Date;
}

const summary = (m: MailRow) => ({
  ID: String(m.id),
  Subject: m.subject,
  To: [{ Name: '', Address: m.recipient }],
  From: { Name: 'Anupalan', Address: 'no-reply@localhost' },
  Created: new Date(m.created_at).toISOString(),
  Snippet: m.text_body.slice(0, 120),
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class Mailbox {
  /** The secret path at which the backend's Edge Functions post mail, once enabled. */
  private sendPath: string | null = null;

  constructor(
    private readonly db: PGlite,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async deliver(to: string, subject: string, text: string): Promise<void> {
    await this.db.query(
      'insert into _embedded.mail (recipient, subject, text_body) values ($1, $2, $3)',
      [to, subject, text],
    );
    const link = text.match(/https?:\/\/\S+/)?.[0];
    this.log(`mail to ${to}: ${subject}${link ? `\n  ${link}` : ''}`);
  }

  private async list(): Promise<MailRow[]> {
    return (await this.db.query<MailRow>('select * from _embedded.mail order by id desc limit 200'))
      .rows;
  }

  /**
   * Lets the Edge Functions the backend runs send mail here, as they would through a provider:
   * returns the path they post to. The path holds a random secret, so nothing else on the
   * machine can fill the mailbox.
   */
  acceptSends(): string {
    this.sendPath ??= `/api/v1/send/${randomBytes(16).toString('hex')}`;
    return this.sendPath;
  }

  private async receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let mail: { to?: unknown; subject?: unknown; text?: unknown };
    try {
      mail = JSON.parse(await readBody(req)) as typeof mail;
    } catch (e) {
      if (e instanceof HttpError) return send(res, e.status, e.body);
      return send(res, 400, { error: 'The body must be JSON' });
    }
    if (
      typeof mail.to !== 'string' ||
      typeof mail.subject !== 'string' ||
      typeof mail.text !== 'string'
    ) {
      return send(res, 400, { error: 'Send to, subject and text, each a string' });
    }
    await this.deliver(mail.to, mail.subject, mail.text);
    send(res, 201, {});
  }

  serve(port: number, host = '127.0.0.1'): Promise<Server> {
    const server = createServer(async (req, res) => {
      try {
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
        const one = url.pathname.match(/^\/api\/v1\/message\/(\d+)$/);
        if (one) {
          const row = (
            await this.db.query<MailRow>('select * from _embedded.mail where id = $1', [
              Number(one[1]),
            ])
          ).rows[0];
          if (!row) return send(res, 404, { error: 'Message not found' });
          return send(res, 200, { ...summary(row), Text: row.text_body, HTML: '' });
        }
        if (url.pathname === '/') {
          const rows = await this.list();
          const items = rows
            .map(
              (m) =>
                `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.recipient)} · ${new Date(m.created_at).toLocaleString('en-IN')}</p><pre>${escapeHtml(m.text_body).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre></article>`,
            )
            .join('');
          const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title><style>body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1e293b}article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}</style><h1>Local mailbox</h1><p>Emails the development backend sent, newest first.</p>${items || '<p>No mail yet.</p>'}</html>`;
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
          return;
        }
        send(res, 404, { error: 'Not found' });
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
