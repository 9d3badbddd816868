import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';
import { oneLine } from './recipient.js';

/**
 * Default transport: one .eml file per message in a local folder (see api/README.md, "Checkout"), composed by
 * nodemailer like the SMTP transport's messages: multipart/alternative when the message has an HTML part.
 */
export function folderTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const info = await composer.sendMail({
        from: { name: 'ReMac', address: 'orders@remac.gr' },
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: oneLine(message.subject),
        text: message.body,
        html: message.html ?? undefined,
      });
      await writeFile(path.join(dir, `${String(message.id).padStart(8, '0')}.eml`), info.message as Buffer);
    },
  };
}
