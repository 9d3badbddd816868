import net from 'node:net';
import tls from 'node:tls';
import type { MailTransport } from './outbox-sender.js';

type Reply = { code: number; text: string };

/** Reads SMTP replies: a reply ends with a line "NNN text" (continuation lines are "NNN-text"). */
function replies(socket: net.Socket) {
  let buffer = '';
  let failure: Error | null = null;
  const waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  const ready: Reply[] = [];
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('SMTP connection closed')));
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!/^\d{3}( |$)/.test(line)) continue;
      const reply = { code: Number(line.slice(0, 3)), text: line };
      const waiter = waiting.shift();
      if (waiter) waiter.resolve(reply);
      else ready.push(reply);
    }
  });
  return () => new Promise<Reply>((resolve, reject) => {
    const reply = ready.shift();
    if (reply) return resolve(reply);
    if (failure) return reject(failure);
    waiting.push({ resolve, reject });
  });
}

/**
 * Minimal SMTP client for `API_SMTP_URL` (smtp://user:pass@host:port?from=orders@remac.gr; smtps:// for TLS):
 * EHLO, AUTH PLAIN when credentials are given, one message per connection. Any non-success reply throws,
 * so the outbox retries the message later.
 */
export function smtpTransport(url: string): MailTransport {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const port = Number(target.port) || (secure ? 465 : 25);
  const from = target.searchParams.get('from') ?? 'orders@remac.gr';
  return {
    async send(message) {
      const socket = secure ? tls.connect({ host: target.hostname, port, servername: target.hostname }) : net.connect({ host: target.hostname, port });
      socket.setTimeout(30_000, () => socket.destroy(new Error('SMTP timeout')));
      const next = replies(socket);
      const step = async (line: string | null, ok: number[]) => {
        if (line !== null) socket.write(`${line}\r\n`);
        const reply = await next();
        if (!ok.includes(reply.code)) throw new Error(`SMTP ${reply.text}`);
      };
      try {
        await step(null, [220]);
        await step('EHLO remac.gr', [250]);
        if (target.username) {
          const auth = Buffer.from(`\0${decodeURIComponent(target.username)}\0${decodeURIComponent(target.password)}`).toString('base64');
          await step(`AUTH PLAIN ${auth}`, [235]);
        }
        await step(`MAIL FROM:<${from}>`, [250]);
        await step(`RCPT TO:<${message.to}>`, [250, 251]);
        await step('DATA', [354]);
        const body = `From: ReMac <${from}>\r\nTo: ${message.to}\r\nSubject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=\r\n`
          + `MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`
          + message.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
        await step(`${body}\r\n.`, [250]);
        socket.write('QUIT\r\n');
      } finally {
        socket.end();
      }
    },
  };
}
