import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { testHostDir } from '../support/ports';
import { scaleOutDirs, scaleOutPorts, startHost, startNginx, stopNginx, type Started } from '../support/cache-servers';

// docs/deployment.md, tested: one PostgreSQL, two API processes, two host processes (each forwarding
// to its own API), nginx round-robin in front, no sticky sessions. Every request below names the
// host that answered it (X-Upstream), and each step is checked to have crossed to the other one.

interface Server {
  url: string;
  stop: () => Promise<void>;
}
type Start = (env: Record<string, string>) => Promise<Server>;

const shop = `http://localhost:${scaleOutPorts.nginx}`;
let postgres: Server | undefined;
const apis: Server[] = [];
const hosts: Started[] = [];
let nginx: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // PostgreSQL's first start and two APIs migrating and seeding it take a while on a busy machine.
  test.setTimeout(240_000);
  // The API's own test support (built with the API): a throw-away PostgreSQL, API processes on it.
  const { startPostgres } = (await import(path.resolve('api/dist/test/support/postgres-server.js'))) as {
    startPostgres: () => Promise<Server>;
  };
  const { startApi } = (await import(path.resolve('api/dist/test/support/api-process.js'))) as { startApi: Start };
  postgres = await startPostgres();
  const env = { DATABASE_URL: postgres.url, API_DATA_DIR: scaleOutDirs.apiMedia, API_PRERENDER_MEDIA: '0' };
  // Both start together on the empty database: migrations and the seed must happen once.
  apis.push(...(await Promise.all([startApi(env), startApi(env)])));
  for (const [index, port] of scaleOutPorts.hosts.entries())
    hosts.push(await startHost(path.resolve(testHostDir), port, apis[index]!.url, { HOST_WORKERS: '1' }));
  // One nginx worker: its round-robin alternates strictly, so consecutive requests cross hosts.
  nginx = await startNginx(scaleOutDirs.nginx, scaleOutPorts.nginx, scaleOutPorts.hosts, { workerProcesses: 1, showUpstream: true });
});

test.afterAll(async () => {
  await stopNginx(nginx, scaleOutDirs.nginx);
  for (const host of hosts) host.kill();
  await Promise.all(apis.map((api) => api.stop()));
  await postgres?.stop();
  await rm(scaleOutDirs.apiMedia, { recursive: true, force: true });
});

test('a visitor registers, logs in, refreshes the token and orders while each request lands on another host and API', async ({
  request,
}) => {
  const answeredBy: string[] = [];
  const post = async (urlPath: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await request.post(`${shop}${urlPath}`, { data: body, headers: { 'content-type': 'application/json', ...headers } });
    answeredBy.push(response.headers()['x-upstream'] ?? '');
    return { status: response.status(), json: await response.json() };
  };
  const graphql = (query: string, variables: object = {}, headers: Record<string, string> = {}) =>
    post('/graphql', { query, variables }, { locale: 'en', ...headers });
  /** The last two requests went to different hosts. */
  const crossedHosts = () => expect(answeredBy.at(-1)).not.toBe(answeredBy.at(-2));

  const email = `scale-out-${Date.now()}@example.gr`;
  const password = 'correct horse battery';
  const registered = await graphql('mutation ($i: RegisterInput!) { register(input: $i) { status } }', {
    i: { email, password, passwordConfirmation: password },
  });
  expect(registered.json.data.register.status).toBe('SUCCESS');

  const login = await post('/oauth/token', { grant_type: 'password', username: email, password });
  expect(login.status).toBe(200);
  crossedHosts();
  const member = await graphql('{ user { email } }', {}, { authorization: `Bearer ${login.json.access_token}` });
  expect(member.json.data.user.email).toBe(email);
  crossedHosts();

  const refreshed = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: login.json.refresh_token });
  expect(refreshed.status).toBe(200);
  crossedHosts();
  const bearer = { authorization: `Bearer ${refreshed.json.access_token}` };
  expect((await graphql('{ user { email } }', {}, bearer)).json.data.user.email).toBe(email);
  crossedHosts();

  const { json: catalogue } = await graphql(
    '{ products(first: 20) { nodes { status variants { id isMaster purchasable totalOnHand } } } }',
  );
  const variant = catalogue.data.products.nodes
    .filter((product: { status: string }) => product.status === 'ACTIVE')
    .flatMap((product: { variants: { id: string; isMaster: boolean; purchasable: boolean; totalOnHand: number }[] }) => product.variants)
    .find(
      (candidate: { isMaster: boolean; purchasable: boolean; totalOnHand: number }) =>
        !candidate.isMaster && candidate.purchasable && candidate.totalOnHand > 2,
    );
  const added = await graphql(
    'mutation ($variantId: ID!) { addToCart(variantId: $variantId, quantity: 1) { cart { token totalItems } error { code } } }',
    { variantId: variant.id },
    bearer,
  );
  const cartToken = added.json.data.addToCart.cart.token;
  const cart = await graphql('query ($token: String!) { cart(token: $token) { totalItems } }', { token: cartToken }, bearer);
  expect(cart.json.data.cart.totalItems).toBe(1);
  crossedHosts();

  const billing = {
    firstName: 'Μαρία',
    lastName: 'Παπαδοπούλου',
    addressLine1: 'Γρηγορίου Λαμπράκη 100',
    floor: '2',
    doorbell: 'Παπαδοπούλου',
    phone: '2104000000',
    city: 'Νίκαια',
    postalCode: '10431',
    country: 'GR',
  };
  const card = { holder: 'Maria Papadopoulou', number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '2035', cvv: '123' };
  const placed = await graphql(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status errors { field code } order { number email } } }',
    {
      input: {
        cartToken,
        idempotencyKey: `scale-out-${Date.now()}`,
        email,
        billing,
        shipToBilling: true,
        shippingMethod: 'courier',
        paymentMethod: 'card',
        installments: 1,
        card,
      },
    },
    bearer,
  );
  expect(placed.json.data.placeOrder.errors ?? []).toEqual([]);
  expect(placed.json.data.placeOrder.order.email).toBe(email);
  crossedHosts();
  const orders = await graphql('{ memberOrders(first: 5) { nodes { number } } }', {}, bearer);
  crossedHosts();
  expect(JSON.stringify(orders.json)).toContain(placed.json.data.placeOrder.order.number);
  // Rotation is shared: the other process refuses the refresh token the first one replaced.
  const reused = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: login.json.refresh_token });
  expect(reused.json.error).toBe('invalid_grant');
  crossedHosts();
  expect(new Set(answeredBy).size).toBe(2);
});

test('pages render on either host behind the one address', async ({ request }) => {
  // A host's first render loads the server builds and meets a cold API: on a busy machine it may run
  // past the render timeout and send the page for the browser to render. Warmed, each renders.
  for (const port of scaleOutPorts.hosts)
    await expect(async () => {
      const response = await request.get(`http://localhost:${port}/en/products?warm-up`);
      expect(response.headers()['x-render']).toBe('server');
    }).toPass({ timeout: 60_000 });
  const seen = new Set<string>();
  for (const urlPath of ['/en/products', '/products']) {
    // Cached once rendered: ask with a query of its own so that each request reaches a host.
    for (const visit of [1, 2]) {
      const response = await request.get(`${shop}${urlPath}?visit=${visit}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-render']).toBe('server');
      seen.add(response.headers()['x-upstream'] ?? '');
    }
  }
  expect(seen.size).toBe(2);
});
