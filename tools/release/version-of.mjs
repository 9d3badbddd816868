import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    }),
  );
  return nested.flat().sort();
}

/** A build's version: package version plus a hash of every file, so equal builds share one folder. */
export async function versionOf(distDir, packageVersion) {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    if (file.endsWith('.map')) continue;
    hash.update(file);
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
