import type { DocumentHead } from './document-head';

/** Marks the head elements that describe the page, so the browser replaces exactly those on navigation. */
export const pageHeadAttribute = 'data-page-head';

export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

const meta = (key: 'name' | 'property', value: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [key]: value, content },
});

/** The `<meta>` and `<link>` elements of a page's head (its title is set on its own). */
export function headElements(head: DocumentHead): HeadElement[] {
  const elements: HeadElement[] = [meta('name', 'description', head.description)];
  if (head.noindex) elements.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) elements.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
  for (const [hreflang, href] of head.alternates) elements.push({ tag: 'link', attributes: { rel: 'alternate', hreflang, href } });
  elements.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.ogLocale),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) elements.push(meta('property', 'og:url', head.canonical));
  elements.push(
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.pagePicture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  );
  return elements;
}
