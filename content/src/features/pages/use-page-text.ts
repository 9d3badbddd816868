import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useHost } from '@remac/remote-kit';
import type { Locale } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';
import { bundledPageText, importPageText } from './page-text-source';
import { carriedPageText, carryPageText } from './carried-page-text';

export type PageTextState = { status: 'loading' } | { status: 'ready'; text: unknown } | { status: 'failed'; error: unknown };

/** Texts this browser already has (release files never change): a page seen again renders at once. */
const known = new Map<string, unknown>();

/**
 * A page's raw text (placeholders not filled). On the server and in the hydrating browser it is at
 * hand during the first render: the server bundles the texts and hands the page's to the browser in
 * Apollo's cache, so both render the same text. Otherwise (a page reached by a link) its chunk loads.
 */
export function usePageText(page: ContentPageName, locale: Locale): PageTextState {
  const client = useApolloClient();
  const { serverReport } = useHost();
  const key = `${locale}/${page}`;
  let now = known.get(key) ?? bundledPageText(page, locale);
  if (now === undefined) now = carriedPageText(client, page, locale);
  if (now !== undefined && !serverReport) known.set(key, now);
  if (now !== undefined && serverReport) carryPageText(client, page, locale, now);
  const [loaded, setLoaded] = useState<{ key: string; state: PageTextState }>();
  useEffect(() => {
    if (now !== undefined) return;
    let active = true;
    importPageText(page, locale).then(
      (text) => {
        known.set(key, text);
        if (active) setLoaded({ key, state: { status: 'ready', text } });
      },
      (error: unknown) => active && setLoaded({ key, state: { status: 'failed', error } }),
    );
    return () => {
      active = false;
    };
  }, [key, now, page, locale]);
  if (now !== undefined) return { status: 'ready', text: now };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
