import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';
import { oneLine } from './recipient.js';

/**
 * SMTP through nodemailer for `API_SMTP_URL` (smtp://user:pass@host:port?from=orders@remac.gr; smtps:// for TLS).
 * Every phase has a short timeout and the whole send is aborted after `timeoutMs`, so a relay that accepts
 * and never answers fails the send quickly; the outbox retries it later.
 */
export function smtpTransport(url: string, timeoutMs = 10_000): MailTransport {
  const target = new URL(url);
  const from = target.searchParams.get('from') ?? 'orders@remac.gr';
  const transporter = nodemailer.createTransport({
    host: target.hostname,
    port: Number(target.port) || (target.protocol === 'smtps:' ? 465 : 25),
    secure: target.protocol === 'smtps:',
    auth: target.username ? { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) } : undefined,
    name: 'remac.gr',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: { name: 'ReMac', address: from },
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: oneLine(message.subject),
        text: message.body,
        html: message.html ?? undefined,
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
    },
  };
}
