import path from 'node:path';

/**
 * The path a request names, as the file system will see it: the query dropped, escapes decoded,
 * `//`, `.` and `..` resolved. Every decision about what may be served is taken on this path, never
 * on the raw one (`/%73erver/…` and `/remotes/x/1.0.0//server/…` are the server build too).
 * Null for a path that cannot name a file: a malformed escape or a NUL byte.
 */
export function requestPath(rawUrl) {
  const rawPath = rawUrl.split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(`/${decoded}`);
}

/**
 * Files for the host itself, never sent: server builds (the shell's and each remote version's),
 * source maps and the federation build statistics.
 */
const privateFile = /^\/(remotes\/[^/]+\/[^/]+\/)?server(\/|$)|\.map$|(^|\/)mf-stats\.json$/;

export const isPrivateFile = (normalisedPath) => privateFile.test(normalisedPath);
