import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAudits } from 'graphql-http';
import { apiUrl } from '../support/client.js';

describe('GraphQL over HTTP conformance (graphql-http server audits)', () => {
  for (const audit of serverAudits({ url: () => `${apiUrl()}/graphql`, fetchFn: fetch })) {
    it(audit.name, async () => {
      const result = await audit.fn();
      if (audit.name.startsWith('MUST')) {
        assert.equal(result.status, 'ok', 'reason' in result ? result.reason : '');
      } else if (result.status !== 'ok') {
        // SHOULD and MAY recommendations are reported, not required.
        console.log(`# ${result.status}: ${audit.name}: ${result.reason}`);
      }
    });
  }
});
