import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localeCookie } from '@remac/shared-contracts';

const template = path.join(import.meta.dirname, 'remac-cache.conf.template');

/**
 * Writes `dir/nginx.conf` from the template: nginx listening on `listen` (e.g. 127.0.0.1:8081), in
 * front of `upstreams` (host addresses), keeping everything of its own (pid, logs, temp files, the
 * cache) under `dir`. Resolves to the config file. Run it with
 * `nginx -p <dir> -c <dir>/nginx.conf -e <dir>/error.log`. `showUpstream` adds `X-Upstream` (which host
 * answered; tests only: it names internal addresses).
 */
export async function writeNginxConfig({ dir, listen, upstreams, workerProcesses = 'auto', showUpstream = false }) {
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  const config = (await readFile(template, 'utf8'))
    .replaceAll('{{DIR}}', absolute)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{USER}}', workerUser())
    .replaceAll('{{WORKER_PROCESSES}}', String(workerProcesses))
    .replaceAll('{{LOCALE_COOKIE}}', localeCookie.name)
    .replaceAll('{{EXTRA}}', showUpstream ? 'add_header X-Upstream $upstream_addr always;' : '')
    .replaceAll('{{UPSTREAMS}}', upstreams.map((address) => `server ${address};`).join('\n    '));
  const file = path.join(absolute, 'nginx.conf');
  await writeFile(file, config);
  return file;
}

/**
 * Started by root, nginx runs its workers as `nobody`, who cannot reach a folder inside a private
 * (0700) directory, e.g. a CI checkout made with `mktemp -d`: every proxied request then fails with 500.
 * The workers then run as the user who started nginx; under any other user nginx ignores `user`.
 */
function workerUser() {
  return process.getuid?.() === 0 ? 'user root;\n' : '';
}

/** nginx's command line for a config written by writeNginxConfig (its error log in its own folder from the start). */
export function nginxArguments(dir) {
  const absolute = path.resolve(dir);
  return ['-p', absolute, '-c', path.join(absolute, 'nginx.conf'), '-e', path.join(absolute, 'error.log')];
}

/** Debian's nginx (the `nginx-light` package); NGINX overrides. */
export const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
