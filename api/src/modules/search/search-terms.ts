import type { SearchField } from '../../generated/graphql.js';

const weightsOf: Record<SearchField, string> = { NAME: 'A', SKU: 'B', BRAND: 'B', CATEGORY: 'C', OPTIONS: 'C', DESCRIPTION: 'D' };

/** Words of a search term: letters and digits in any script, at most 8, each at most 40 characters. */
export function termTokens(term: string | null | undefined): string[] {
  if (!term) return [];
  return term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((token) => token.slice(0, 40));
}

/**
 * A prefix tsquery (`mac:*AB & air:*AB`), weights limiting the match to the chosen fields.
 * Accents and case are folded in SQL by search_fold(), the same function that built the vectors.
 */
export function toTsQuery(tokens: string[], fields: readonly SearchField[] | null | undefined): string {
  const weights = [...new Set((fields ?? []).map((field) => weightsOf[field]))].sort().join('');
  return tokens.map((token) => `${token}:*${weights}`).join(' & ');
}

/** Trigram (typo) matching only applies to names. */
export const matchesNamesByTrigram = (fields: readonly SearchField[] | null | undefined) => !fields?.length || fields.includes('NAME');
