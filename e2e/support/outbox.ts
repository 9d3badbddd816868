import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readableMail } from '../../api/test/support/readable-mail';
import { apiDataDir } from './ports';

/** Every message the e2e API has sent so far (its folder transport writes one .eml file each), decoded. */
export async function outboxMessages(): Promise<string[]> {
  const dir = path.resolve(apiDataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map(async (file) => readableMail(await readFile(path.join(dir, file), 'utf8'))));
}
