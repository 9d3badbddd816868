import type { Locale } from '../../locale/locales.js';
import { defineChannel } from '../channel.js';

/** What the active page reports for the document head; the shell writes title, description and hreflang. */
export interface PageMeta {
  /** The pathname this meta belongs to; the shell ignores meta of a page the visitor has left. */
  path: string;
  title: string;
  description?: string;
  /** Paths of this page in each language when its slugs differ per language. */
  alternates?: Partial<Record<Locale, string>>;
  canonical?: string;
  /** The page's picture for link previews (Open Graph, Twitter), a path or an absolute URL. */
  image?: string;
  /** Kept out of search engines' index (`robots: noindex`): a search's results, say, which list what listings list. */
  noindex?: boolean;
}

export const pageMeta = defineChannel<PageMeta>('shell:page-meta', { replay: true });
