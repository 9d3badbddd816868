/**
 * The products the facets are counted over: every product matching the term and the filters other than the
 * chosen facets' own, with a bit mask of the chosen facets (bit i = `chosen[i]`) whose choice it passes.
 */
export interface FacetCandidates {
  chosen: readonly string[];
  ids: number[];
  masks: number[];
}
