import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { apiUrl } from '../support/client.js';

const searchQuery = 'query Search($term: String) { search(term: $term, first: 24, suggest: true) { total nodes { id name } } }';

/** One POST of a search no cache holds (its term is new), on `agent`'s connections. */
function search(agent: http.Agent, term: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${apiUrl()}/graphql`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', tenant: 'remac', locale: 'el' } },
      (response) => response.resume().on('end', resolve).on('error', reject),
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query: searchQuery, variables: { term } }));
  });
}

/** /health on a connection of its own, as a visitor arriving. */
function healthOnNewConnection(): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${apiUrl()}/health`, { agent: false }, (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)))
      .on('error', reject);
  });
}

describe('The API on its embedded database while busy', { skip: process.env.TEST_DATABASE_URL ? 'PGlite only' : false }, () => {
  it('reads newly arrived visitors while the requests in hand are answered, not after all of them', async () => {
    const clients = 16;
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    let served = 0;
    let running = true;
    let onServed: () => void = () => undefined;
    const loops = Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; running; round += 1) {
        await search(agent, `macbook ${client} ${round}`);
        served += 1;
        onServed();
      }
    });
    try {
      // Busy: every client has been answered twice.
      await new Promise<void>((resolve) => (onServed = () => served >= 2 * clients && resolve()));
      const before = served;
      const servedMeanwhile = await Promise.all(
        Array.from({ length: 8 }, async () => {
          assert.equal(await healthOnNewConnection(), 200);
          return served - before;
        }),
      );
      // Without turns of the event loop between statements, the API accepted one new connection per pass over all
      // the work in hand: the eighth visitor waited while ~8 × 16 searches were answered.
      assert.ok(Math.max(...servedMeanwhile) <= 2 * clients, `searches answered meanwhile: ${servedMeanwhile.join(', ')}`);
    } finally {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    }
  });
});
