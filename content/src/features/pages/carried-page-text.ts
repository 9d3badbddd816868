import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Locale } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';

/**
 * A page's text rides to the browser in Apollo's cache, which the server already hands over with its
 * render: the browser hydrates the page from it without loading the text's chunk. A local entry
 * only, never sent to the API.
 */
const name = (value: string) => ({ kind: 'Name', value });
const variable = (value: string) => ({ kind: 'Variable', name: name(value) });
const stringVariable = (value: string) => ({
  kind: 'VariableDefinition',
  variable: variable(value),
  type: { kind: 'NonNullType', type: { kind: 'NamedType', name: name('String') } },
});
/** `query CarriedContentPageText($page: String!, $locale: String!) { carriedContentPageText(page: $page, locale: $locale) }`, as its AST. */
const CarriedPageText = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: name('CarriedContentPageText'),
      variableDefinitions: [stringVariable('page'), stringVariable('locale')],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: name('carriedContentPageText'),
            arguments: ['page', 'locale'].map((arg) => ({ kind: 'Argument', name: name(arg), value: variable(arg) })),
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

interface Carried {
  carriedContentPageText: string;
}

export function carryPageText(client: ApolloClient, page: ContentPageName, locale: Locale, text: unknown): void {
  client.writeQuery<Carried>({
    query: CarriedPageText,
    variables: { page, locale },
    data: { carriedContentPageText: JSON.stringify(text) },
    broadcast: false,
  });
}

export function carriedPageText(client: ApolloClient, page: ContentPageName, locale: Locale): unknown {
  const carried = client.readQuery<Carried>({ query: CarriedPageText, variables: { page, locale } });
  return carried ? (JSON.parse(carried.carriedContentPageText) as unknown) : undefined;
}
