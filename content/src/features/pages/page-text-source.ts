import type { Locale } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';

/**
 * The browser's page texts: each page's JSON is its own chunk, so a visitor downloads only the page and
 * language they read. The server build takes `page-text-source.server.ts` instead (rspack.config.mjs).
 */
export async function importPageText(page: ContentPageName, locale: Locale): Promise<unknown> {
  const module = (await import(/* webpackChunkName: "content-[request]" */ `./content/${locale}/${page}.json`)) as { default: unknown };
  return module.default;
}

/** The browser has no text at hand before it loads the page's chunk. */
export function bundledPageText(_page: ContentPageName, _locale: Locale): unknown {
  return undefined;
}
