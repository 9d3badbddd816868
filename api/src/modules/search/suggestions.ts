import type { Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';

/**
 * Up to 5 model names for "did you mean", from the names of the products closest to the term, closest first (the
 * search statement finds them by trigram word similarity, once per distinct name): each without its grade or
 * condition, each once.
 */
export function suggestionsFrom(names: readonly Localized[], locale: Locale): string[] {
  const models = names.map((name) => pickRequired(name, locale).split(/ [–(]/)[0]!.trim());
  return [...new Set(models)].slice(0, 5);
}
