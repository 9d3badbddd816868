import type { DocumentHead } from './document-head';
import { headElements, pageHeadAttribute } from './head-elements';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head as the server sends it: the title and the page's meta and link elements. */
export function headHtml(head: DocumentHead): string {
  const elements = headElements(head).map(({ tag, attributes }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    return `<${tag} ${pageHeadAttribute}${pairs.join('')}>`;
  });
  return `<title>${escapeHtml(head.title)}</title>${elements.join('')}`;
}
