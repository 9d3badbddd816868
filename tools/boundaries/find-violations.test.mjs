import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importSpecifiers, violationsIn } from './find-violations.mjs';

const root = '/repo';
const workspaces = [
  { folder: 'shared-contracts', name: '@remac/shared-contracts', dir: '/repo/shared-contracts', role: 'contracts' },
  { folder: 'shell', name: '@remac/shell', dir: '/repo/shell', role: 'shell' },
  { folder: 'content', name: '@remac/content', dir: '/repo/content', role: 'remote' },
  { folder: 'catalog', name: '@remac/catalog', dir: '/repo/catalog', role: 'remote' },
  { folder: 'remote-kit', name: '@remac/remote-kit', dir: '/repo/remote-kit', role: 'kit' },
];
const kit = { ...workspaces[4], root };
const content = { ...workspaces[2], root };
const shell = { ...workspaces[1], root };
const check = (from, source, file = `${from.dir}/src/features/page.tsx`) => violationsIn({ file, source, from, workspaces });

test('finds static, dynamic, side-effect and require imports', () => {
  const source = `import a from 'a';\nexport { b } from "b";\nconst c = import('c');\nimport 'd.css';\nrequire('e');`;
  assert.deepEqual(importSpecifiers(source), ['a', 'b', 'c', 'd.css', 'e']);
});

test('a remote may import shared-contracts and libraries', () => {
  assert.deepEqual(check(content, `import { routeTable } from '@remac/shared-contracts';\nimport React from 'react';`), []);
});

test('a remote importing another remote by package name is a violation', () => {
  const [violation] = check(content, `import { Price } from '@remac/catalog/src/price';`);
  assert.equal(violation.reason, 'content must not import catalog');
});

test('a remote reaching into the shell by relative path is a violation', () => {
  const [violation] = check(content, `import { useShell } from '../../../shell/src/app/shell-context';`);
  assert.equal(violation.reason, 'content must not import shell');
});

test('the shell importing a remote source file is a violation', () => {
  const violations = check(shell, `const page = import('../../../content/src/exposes/page');`);
  assert.equal(violations.length, 1);
});

test('relative imports inside the same workspace are fine', () => {
  assert.deepEqual(check(content, `import { x } from '../lib/translations';`), []);
});

test('a remote may import the remote kit', () => {
  assert.deepEqual(
    check(content, `import { defineRemote } from '@remac/remote-kit';\nimport { createHarness } from '@remac/remote-kit/harness';`),
    [],
  );
});

test("the kit's harness may reuse the shell's pieces, the rest of the kit may not", () => {
  const source = `import { createGraphqlClient } from '@remac/shell/graphql-client';`;
  assert.deepEqual(check(kit, source, '/repo/remote-kit/src/harness/harness.tsx'), []);
  assert.equal(check(kit, source, '/repo/remote-kit/src/exposes/expose-pages.tsx')[0].reason, 'remote-kit must not import shell');
});

test('the kit importing a remote is a violation', () => {
  assert.equal(
    check(kit, `import x from '@remac/catalog/src/x';`, '/repo/remote-kit/src/index.ts')[0].reason,
    'remote-kit must not import catalog',
  );
});
