import type { Locale } from '../../../lib/localize.js';
import { escapeHtml } from './escape-html.js';

/** An e-mail's HTML part: the page around `parts` (HTML already escaped), titled and in the message's language. */
export function emailPage(locale: Locale, title: string, parts: string[]): string {
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Lato, Arial, sans-serif; color: #1d1d1f">',
    ...parts,
    '</body></html>',
  ].join('');
}
