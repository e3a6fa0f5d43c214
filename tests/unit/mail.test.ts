/**
 * supabase/functions/_shared/mail.ts, run under Node against stand-ins for each provider: the
 * HTML part and extra headers (List-Unsubscribe) reach Resend, an SMTP server and the local
 * mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Email, mailer } from '../../supabase/functions/_shared/mail.ts';
import { type SmtpServer, startSmtpServer } from '../support/smtp.ts';
import { type StubServer, startStubServer } from '../support/stub-server.ts';

const email: Email = {
  to: 'asha@example.in',
  subject: 'Reminder: GSTR-3B due tomorrow',
  text: 'Due tomorrow',
  html: '<p>Due <strong>tomorrow</strong></p>',
  headers: {
    'List-Unsubscribe': '<https://project.example/functions/v1/reminders?unsubscribe=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};
const none = {
  from: null,
  resendApiKey: null,
  resendApiUrl: '',
  smtp: null,
  localMailboxUrl: null,
};

let http: StubServer;
let smtp: SmtpServer;
beforeAll(async () => {
  http = await startStubServer(() => ({ status: 200, body: { id: 'sent' } }));
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await http?.close();
  await smtp?.close();
});

describe('email with HTML and headers', () => {
  it('is passed to Resend', async () => {
    const send = mailer({
      ...none,
      from: 'Anupalan <reminders@anupalan.example>',
      resendApiKey: 're_key',
      resendApiUrl: `${http.url}/emails`,
    });
    await send?.(email);
    expect(JSON.parse(http.requests.at(-1)?.body ?? '')).toMatchObject({
      to: ['asha@example.in'],
      text: email.text,
      html: email.html,
      headers: email.headers,
    });
  });

  it('is passed to the local mailbox as { to, subject, text, html, headers }', async () => {
    const send = mailer({ ...none, localMailboxUrl: `${http.url}/api/v1/send/secret` });
    await send?.(email);
    expect(JSON.parse(http.requests.at(-1)?.body ?? '')).toEqual({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
    });
  });

  it('is passed to an SMTP server as multipart/alternative with the header fields', async () => {
    const send = mailer({
      ...none,
      from: 'Anupalan <reminders@anupalan.example>',
      smtp: { host: '127.0.0.1', port: smtp.port, user: null, pass: null },
    });
    await send?.(email);
    // Long header fields are folded onto continuation lines; unfold them to read them.
    const data = (smtp.received.at(-1)?.data ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(data).toContain(
      'List-Unsubscribe: <https://project.example/functions/v1/reminders?unsubscribe=t>',
    );
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(data).toMatch(/Content-Type: multipart\/alternative/);
    expect(data).toContain('Content-Type: text/html');
  });
});
