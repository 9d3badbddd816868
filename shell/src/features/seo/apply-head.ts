import type { DocumentHead } from './document-head';
import { headElements, pageHeadAttribute } from './head-elements';

/** What an older page left in the head: the server's elements, or the template's empty description. */
const previousElements = `[${pageHeadAttribute}], meta[name="description"], link[rel="canonical"], link[rel="alternate"][hreflang]`;

/** Writes a page's head into the document, replacing the previous page's. */
export function applyHead(head: DocumentHead) {
  document.title = head.title;
  document.head.querySelectorAll(previousElements).forEach((element) => element.remove());
  for (const { tag, attributes } of headElements(head)) {
    const element = document.createElement(tag);
    element.setAttribute(pageHeadAttribute, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
}
