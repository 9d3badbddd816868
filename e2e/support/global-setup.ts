import { rm } from 'node:fs/promises';
import path from 'node:path';
import { testHostDir } from './ports';

/** Publishes the current builds of the shell and every remote into a fresh test host folder. */
export default async function globalSetup(): Promise<void> {
  const hostDir = path.resolve(testHostDir);
  await rm(hostDir, { recursive: true, force: true });
  const { publishAll } = (await import('../../tools/lib/publish-all.mjs')) as {
    publishAll: (dir: string) => Promise<Record<string, string>>;
  };
  await publishAll(hostDir);
}
