/** Example terms shown before the visitor types (spec §1). */
export const exampleTerms = ['imac', 'macbook', 'ipad'] as const;
export const suggestionDelayMs = 250;

/** What the list offers: examples for an empty box, else the API's suggestions for the settled term. */
export function searchOptions(typed: string, settledTerm: string, suggestions: readonly string[] | undefined): string[] {
  if (!typed.trim()) return [...exampleTerms];
  if (settledTerm.trim() !== typed.trim() || !suggestions) return [];
  return [...new Set(suggestions)].slice(0, 6);
}
