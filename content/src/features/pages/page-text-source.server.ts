import type { Locale } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';

/**
 * The server build's page texts: every page's JSON bundled and read synchronously, so a page renders
 * its text in the server's render instead of its loading state (renders wait for Apollo queries only).
 */
export function bundledPageText(page: ContentPageName, locale: Locale): unknown {
  // A template `require` makes the bundler include every JSON file under content/ in this build, read synchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`./content/${locale}/${page}.json`) as unknown;
}

export async function importPageText(page: ContentPageName, locale: Locale): Promise<unknown> {
  return bundledPageText(page, locale);
}
