import { existsSync } from 'node:fs';

/**
 * The Chromium that Playwright drives in tests and `npm run size`: Debian's headless shell when it is installed
 * (`.ci/run` installs it), else Debian's full Chromium; `CHROMIUM_PATH` overrides both. The headless shell has no
 * browser UI to start for every context: the browser tests took about 40 % less time with it on the 2-core machine.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShell) ? headlessShell : fullChromiumPath();
}

/** Debian's full Chromium, for what the headless shell does not do (an installability check, Lighthouse). */
export function fullChromiumPath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

const headlessShell = '/usr/bin/chromium-headless-shell';
