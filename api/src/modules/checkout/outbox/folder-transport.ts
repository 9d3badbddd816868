import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailTransport } from './mail-transport.js';
import { oneLine } from './recipient.js';

/** Default transport: one .eml file per message in a local folder (see api/README.md, "Checkout"). */
export function folderTransport(dir: string): MailTransport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const text = `To: ${message.to}\nFrom: ReMac <orders@remac.gr>\nSubject: ${oneLine(message.subject)}\nContent-Type: text/plain; charset=utf-8\n\n${message.body}\n`;
      await writeFile(path.join(dir, `${String(message.id).padStart(8, '0')}.eml`), text);
    },
  };
}
