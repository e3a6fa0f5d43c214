/**
 * Emails the backend sends (confirmation, recovery) land here instead of the internet: kept in
 * the database, printed on the console, and served with a Mailpit-style JSON API and a page.
 */
import { createServer, type Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { send } from './http.ts';

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

  serve(port: number, host = '127.0.0.1'): Promise<Server> {
    const server = createServer(async (req, res) => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
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
