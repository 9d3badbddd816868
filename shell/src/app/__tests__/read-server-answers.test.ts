import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { readServerAnswersUntilHydrated } from '../read-server-answers';
import { markShellReady } from '../shell-ready';

const query: TypedDocumentNode<{ order: { __typename: 'Order'; id: string; number: string } }> = gql`
  query Order {
    order {
      id
      number
    }
  }
`;

function clientWithServerAnswer() {
  const networkCalls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        networkCalls.push(operation.operationName ?? '');
        observer.next({ data: { order: { __typename: 'Order', id: '1', number: 'from the network' } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.cache.writeQuery({ query, data: { order: { __typename: 'Order', id: '1', number: 'from the server' } } });
  return { client, networkCalls };
}

afterEach(() => document.documentElement.removeAttribute('data-shell-ready'));

test('network-only queries read the server answers however long hydration takes', async () => {
  const { client, networkCalls } = clientWithServerAnswer();
  readServerAnswersUntilHydrated(client);
  await new Promise((resolve) => setTimeout(resolve, 150));
  const { data } = await client.query({ query, fetchPolicy: 'network-only' });
  expect(data?.order.number).toBe('from the server');
  expect(networkCalls).toEqual([]);
});

test('once the shell has taken the page over, network-only queries go to the network again', async () => {
  const { client, networkCalls } = clientWithServerAnswer();
  readServerAnswersUntilHydrated(client);
  markShellReady(document.documentElement);
  await Promise.resolve();
  const { data } = await client.query({ query, fetchPolicy: 'network-only' });
  expect(data?.order.number).toBe('from the network');
  expect(networkCalls).toEqual(['Order']);
});
