/**
 * A minimal SMTP server on a free loopback port that keeps what it receives, so a test can check
 * what an SMTP client sent. Plain text only (no STARTTLS); AUTH PLAIN and LOGIN are accepted and
 * their user names recorded.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  data: string;
}

export interface SmtpServer {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

function session(socket: Socket, received: ReceivedMail[]) {
  let mail: ReceivedMail = { from: '', to: [], user: null, data: '' };
  let user: string | null = null;
  let inData = false;
  let awaiting: 'user' | 'password' | null = null;
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const command = (line: string) => {
    if (awaiting === 'user') {
      awaiting = 'password';
      user = Buffer.from(line, 'base64').toString('utf8');
      return reply('334 UGFzc3dvcmQ6');
    }
    if (awaiting === 'password') {
      awaiting = null;
      return reply('235 Authenticated');
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') return reply('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
    if (verb === 'HELO') return reply('250 localhost');
    if (verb === 'AUTH') {
      const [, mechanism, initial] = line.split(' ');
      if (mechanism?.toUpperCase() === 'LOGIN') {
        awaiting = 'user';
        return reply('334 VXNlcm5hbWU6');
      }
      user =
        Buffer.from(initial ?? '', 'base64')
          .toString('utf8')
          .split('\0')[1] ?? null;
      return reply('235 Authenticated');
    }
    if (verb === 'MAIL') {
      mail = { from: line.replace(/^MAIL FROM:\s*<([^>]*)>.*$/i, '$1'), to: [], user, data: '' };
      return reply('250 OK');
    }
    if (verb === 'RCPT') {
      mail.to.push(line.replace(/^RCPT TO:\s*<([^>]*)>.*$/i, '$1'));
      return reply('250 OK');
    }
    if (verb === 'DATA') {
      inData = true;
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'QUIT') {
      reply('221 Bye');
      return socket.end();
    }
    return reply('250 OK');
  };
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(mail);
        reply('250 Queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      command(line);
    }
  });
  reply('220 localhost ESMTP test server');
}

export function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, received);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
