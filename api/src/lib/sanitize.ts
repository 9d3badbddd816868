import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'a',
    'span',
    'table',
    'tr',
    'td',
    'th',
    'tbody',
    'thead',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

const memo = new Map<string, string>();
const MEMO_SIZE = 1000;

/** Rich-text fields (descriptions) keep basic formatting only: no scripts, styles, handlers or iframes. */
export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
}
