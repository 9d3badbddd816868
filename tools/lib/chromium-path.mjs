import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium that Playwright drives in tests and `npm run size`: Debian's headless shell when it is installed
 * (`.ci/run` installs it), else Debian's full Chromium; `CHROMIUM_PATH` overrides both. The browser tests took about
 * a third less time with the headless shell on the 2-core machine (the whole suite 843 s against 1,232).
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShell) ? headlessShell : fullChromiumPath();
}

/** Debian's full Chromium (`CHROME_PATH` overrides), for what the headless shell does not do: an installability check, Lighthouse. */
export function fullChromiumPath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}
