export const seoDescriptionLength = 160;
export const themeColor = '#448aff';
export const titleSeparator = ' | ';

/** `page | site`, or the site name alone on pages without a name of their own. */
export function pageTitle(page: string | undefined, site: string): string {
  return page && page !== site ? `${page}${titleSeparator}${site}` : site;
}

/** Cuts a description to 160 characters on a word boundary, with an ellipsis when cut. */
export function seoDescription(text: string, limit = seoDescriptionLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
