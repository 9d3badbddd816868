import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SourceMapGenerator } from 'source-map-js';
import { bundleComposition, ownerOfSource } from './bundle-composition.mjs';

test('sources are grouped by package, the shell and the runtimes', () => {
  assert.equal(ownerOfSource('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
  assert.equal(ownerOfSource('webpack://shell/../node_modules/@apollo/client/core/ApolloClient.js'), '@apollo/client');
  assert.equal(
    ownerOfSource('webpack://shell/../node_modules/@module-federation/runtime-core/dist/core.js'),
    'federation and bundler runtime',
  );
  assert.equal(ownerOfSource('webpack://shell/webpack/runtime/sharing'), 'federation and bundler runtime');
  assert.equal(ownerOfSource('webpack://shell/./src/features/header/header.tsx'), 'own code');
  assert.equal(ownerOfSource('webpack://shell/../shared-contracts/src/routes/route-table.ts'), '@remac/shared-contracts');
});

test('each package gets the share of the bundle its code takes', () => {
  // 30 characters of react-dom, then 10 of the shell's own code, on one line.
  const code = `${'a'.repeat(30)}${'b'.repeat(10)}`;
  const map = new SourceMapGenerator({ file: 'main.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: 'webpack://shell/../node_modules/react-dom/index.js',
  });
  map.addMapping({ generated: { line: 1, column: 30 }, original: { line: 1, column: 0 }, source: 'webpack://shell/./src/index.ts' });
  const shares = bundleComposition(code, JSON.parse(map.toString()));
  assert.equal(shares.get('react-dom'), 0.75);
  assert.equal(shares.get('own code'), 0.25);
});
