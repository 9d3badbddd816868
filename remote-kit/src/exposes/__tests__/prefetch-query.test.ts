import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable, of } from 'rxjs';
import { prefetchQuery } from '../prefetch-query';

const productQuery = gql`
  query Product($slug: String!) {
    product(slug: $slug) {
      id
      name
    }
  }
`;

function clientAnswering(answer: () => Observable<ApolloLink.Result>) {
  const requests: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.variables);
    return answer();
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

test("the answer is returned and left in the cache for the render's read, fetched once", async () => {
  const product = { __typename: 'Product', id: 'p1', name: 'MacBook Air' };
  const { client, requests } = clientAnswering(() => of({ data: { product } }));

  const result = await prefetchQuery(client, { query: productQuery, variables: { slug: 'air' } });

  expect(result.data).toEqual({ product });
  expect(client.readQuery({ query: productQuery, variables: { slug: 'air' } })).toEqual({ product });
  expect(client.readQuery({ query: productQuery, variables: { slug: 'pro' } })).toBeNull();
  expect(requests).toEqual([{ slug: 'air' }]);
});

test('a failed answer rejects and leaves nothing in the cache', async () => {
  const { client } = clientAnswering(() => of({ errors: [{ message: 'Product lookup failed' }] }));

  await expect(prefetchQuery(client, { query: productQuery, variables: { slug: 'air' } })).rejects.toThrow('Product lookup failed');
  expect(client.extract()).toEqual({});
});
