import type { ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { testHostDir } from './ports';
import { spawnHost } from './spawn-host';

export interface ReleaseScratch {
  /** A copy of the test host, served on its own port. */
  hostDir: string;
  /** A copy of the content remote, beside the workspaces so that it builds with the same node_modules. */
  changedSource: string;
}

/** Copies the test host and the content remote (its English FAQ retitled), and serves the copy on `port`. */
export async function startReleaseScratch(
  { hostDir, changedSource }: ReleaseScratch,
  port: number,
  faqTitle: string,
): Promise<ChildProcess> {
  await rm(hostDir, { recursive: true, force: true });
  await cp(path.resolve(testHostDir), hostDir, { recursive: true });
  await rm(changedSource, { recursive: true, force: true });
  await cp(path.resolve('content'), changedSource, {
    recursive: true,
    filter: (source) => !/\/(dist|node_modules|e2e)(\/|$)/.test(source),
  });
  const faqFile = path.join(changedSource, 'src/features/pages/content/en/faq.json');
  const faq = JSON.parse(await readFile(faqFile, 'utf8'));
  await writeFile(faqFile, JSON.stringify({ ...faq, title: faqTitle }, null, 2));
  return spawnHost(hostDir, port);
}

export async function removeReleaseScratch(host: ChildProcess | undefined, { hostDir, changedSource }: ReleaseScratch): Promise<void> {
  host?.kill();
  await rm(hostDir, { recursive: true, force: true });
  await rm(changedSource, { recursive: true, force: true });
}
