import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { Mailbox } from '../../server/mailbox.ts';

// The mailbox on a database of its own, as the backend runs it: the Edge Functions post to its
// secret send path, and anyone on the machine reads its Mailpit-style API and page.
const folder = mkdtempSync(path.join(tmpdir(), 'mailbox-'));
const dataDir = path.join(folder, 'data');
const migrationsDir = path.join(folder, 'migrations');
mkdirSync(migrationsDir);

let db: PGlite;
let server: Server;
let url: string;
let sendUrl: string;

async function open() {
  db = await openDatabase(dataDir, migrationsDir);
  const mailbox = new Mailbox(db, () => {});
  server = await mailbox.serve(0);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sendUrl = `${url}${mailbox.acceptSends()}`;
}

async function close() {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.close();
}

beforeAll(open);
afterAll(async () => {
  await close();
  rmSync(folder, { recursive: true, force: true });
});

const post = (body: unknown) =>
  fetch(sendUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function newest() {
  const list = (await (await fetch(`${url}/api/v1/messages`)).json()) as {
    messages: { ID: string }[];
  };
  const id = list.messages[0]?.ID;
  const message = (await (await fetch(`${url}/api/v1/message/${id}`)).json()) as Record<
    string,
    unknown
  > & { Headers: Record<string, string[]> };
  return { id, message };
}

const digest = {
  to: 'asha@example.in',
  subject: 'Due this week: GSTR-3B',
  text: 'GSTR-3B is due on 20 November.\nhttps://anupalan.example/reminders/unsubscribe?token=t1',
  html: '<p>GSTR-3B is due on <b>20 November</b>.</p><p><a href="https://anupalan.example/guides/gst?a=1&amp;b=2">Read the <em>guide</em></a> · <a href=\'https://anupalan.example/reminders/unsubscribe?token=t1\'>Unsubscribe</a> · <a href="javascript:alert(1)">Not a link</a></p>',
  headers: {
    'List-Unsubscribe': '<https://api.example/functions/v1/reminders?unsubscribe=t1>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Reply-To': 'Anupalan <help@anupalan.example>',
  },
};

describe('the local mailbox', () => {
  it("keeps a message's HTML and headers, and answers with Mailpit's shape", async () => {
    expect((await post(digest)).status).toBe(201);
    const { id, message } = await newest();
    expect(message).toMatchObject({
      ID: id,
      Subject: digest.subject,
      To: [{ Name: '', Address: 'asha@example.in' }],
      From: { Name: 'Anupalan', Address: 'no-reply@localhost' },
      ReplyTo: [{ Name: 'Anupalan', Address: 'help@anupalan.example' }],
      Text: digest.text,
      HTML: digest.html,
      ListUnsubscribe: {
        Header: '<https://api.example/functions/v1/reminders?unsubscribe=t1>',
        Links: ['https://api.example/functions/v1/reminders?unsubscribe=t1'],
        HeaderPost: 'List-Unsubscribe=One-Click',
      },
    });
    expect(message.Headers).toMatchObject({
      From: ['Anupalan <no-reply@localhost>'],
      To: ['asha@example.in'],
      Subject: [digest.subject],
      'List-Unsubscribe': [digest.headers['List-Unsubscribe']],
      'List-Unsubscribe-Post': ['List-Unsubscribe=One-Click'],
      'Reply-To': ['Anupalan <help@anupalan.example>'],
    });
    expect(message.Headers.Date?.[0]).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
    );
    expect(message.Headers['Message-ID']?.[0]).toMatch(/^<.+@.+>$/);
    expect(message.MessageID).toBe(message.Headers['Message-ID']?.[0]?.slice(1, -1));

    const headers = await fetch(`${url}/api/v1/message/${id}/headers`);
    expect(headers.status).toBe(200);
    expect(await headers.json()).toEqual(message.Headers);
  });

  it('gives a text-only message an empty HTML part and the headers every message has', async () => {
    const sent = await post({
      to: 'ravi@example.in',
      subject: 'Plain',
      text: 'Just text.',
      html: null,
    });
    expect(sent.status).toBe(201);
    const { message } = await newest();
    expect(await (await fetch(`${url}/api/v1/message/latest`)).json()).toEqual(message);
    expect(message.HTML).toBe('');
    expect(Object.keys(message.Headers).sort()).toEqual(
      ['Date', 'From', 'Message-ID', 'Subject', 'To'].sort(),
    );
  });

  it("shows an HTML message's links on its page, following only web and mail addresses", async () => {
    const page = await (await fetch(`${url}/`)).text();
    expect(page).toContain('Links in the HTML part');
    expect(page).toContain(
      '<a href="https://anupalan.example/guides/gst?a=1&amp;b=2">Read the guide</a>',
    );
    expect(page).toContain(
      '<a href="https://anupalan.example/reminders/unsubscribe?token=t1">Unsubscribe</a>',
    );
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('Not a link (javascript:alert(1))');
  });

  it.each([
    ['html that is not a string', { html: 3 }],
    ['headers that are not an object', { headers: ['List-Unsubscribe'] }],
    ['a header value that is not a string', { headers: { 'X-Count': 3 } }],
    ['a header value on two lines', { headers: { 'X-Note': 'one\r\nBcc: someone@example.in' } }],
    ['a header name with a colon', { headers: { 'X:Note': 'one' } }],
  ])('refuses %s with 400, keeping nothing', async (_what, change) => {
    const before = (await newest()).id;
    const res = await post({ to: 'x@example.in', subject: 'Refused', text: 'x', ...change });
    expect(res.status).toBe(400);
    expect((await newest()).id).toBe(before);
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await fetch(`${url}/api/v1/message/999999`)).status).toBe(404);
    expect((await fetch(`${url}/api/v1/message/999999/headers`)).status).toBe(404);
  });

  it('brings a data directory made before messages had HTML and headers up to date', async () => {
    // As the mail table was before: no HTML, no headers, and an older bootstrap recorded.
    await db.exec(`
      alter table _embedded.mail drop column html_body, drop column headers;
      insert into _embedded.mail (recipient, subject, text_body) values ('old@example.in', 'Old', 'Kept.');
      comment on schema _embedded is 'an older bootstrap';
    `);
    await close();
    await open();
    const { message: old } = await newest();
    expect(old).toMatchObject({ Subject: 'Old', Text: 'Kept.', HTML: '' });
    expect(old.Headers.To).toEqual(['old@example.in']);
    await post(digest);
    expect((await newest()).message).toMatchObject({ HTML: digest.html });
  });
});
