import { ApolloClient, ApolloLink, gql, type DocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { ServerRenderCache, shareDocumentInfo } from '../server-document-work';

const query = gql`
  query Product($slug: String!) {
    product(slug: $slug) {
      id
      name
    }
  }
`;

describe('server renders share the work Apollo does per query document', () => {
  const sent: DocumentNode[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.query);
    const { slug } = operation.variables as { slug: string };
    return of({ data: { product: { __typename: 'Product', id: slug, name: `Name of ${slug}` } } });
  });
  const renderClient = () => {
    const client = new ApolloClient({ link, cache: new ServerRenderCache({ resultCaching: false }), ssrMode: true });
    shareDocumentInfo(client);
    return client;
  };

  beforeEach(() => {
    sent.length = 0;
  });

  it('sends one rewritten query document for every render, so each render does not rewrite and print it again', async () => {
    await renderClient().query({ query, variables: { slug: 'a' } });
    await renderClient().query({ query, variables: { slug: 'b' } });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(print(sent[0]!)).toContain('__typename');
  });

  it("finds the facts a first render's client derived from a document instead of deriving them again", async () => {
    const [first, second] = [renderClient(), renderClient()];
    await first.query({ query, variables: { slug: 'a' } });
    // Apollo's private table: this fails when a release renames it, and the renders would derive the facts again.
    const documentInfo = (client: ApolloClient) =>
      (client as unknown as { queryManager: { getDocumentInfo(document: DocumentNode): object } }).queryManager.getDocumentInfo(
        first.cache.transformDocument(query),
      );
    expect(documentInfo(second)).toBe(documentInfo(first));
  });

  it('shares no answers: each render starts with an empty cache and reads its own', async () => {
    const first = renderClient();
    const second = renderClient();
    const a = await first.query({ query, variables: { slug: 'a' } });
    expect(second.cache.extract()).toEqual({});
    const b = await second.query({ query, variables: { slug: 'b' } });
    expect(a.data).toEqual({ product: { __typename: 'Product', id: 'a', name: 'Name of a' } });
    expect(b.data).toEqual({ product: { __typename: 'Product', id: 'b', name: 'Name of b' } });
    expect(Object.keys(first.cache.extract() as object)).toEqual(['Product:a', 'ROOT_QUERY']);
  });
});
