import { useQuery } from '@apollo/client/react';
import { SearchSuggestionsDocument } from '../../../lib/graphql/generated';

/** Typo-tolerant names and the first matching products for a term typed in the header search. */
export function useSearchSuggestions(term: string) {
  const skip = term.trim().length < 2;
  const result = useQuery(SearchSuggestionsDocument, { variables: { term: term.trim() }, skip });
  return skip ? undefined : (result.data ?? result.previousData)?.search;
}
