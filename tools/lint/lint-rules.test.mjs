import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { repoRoot } from '../lib/workspaces.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The rules that report `source` as if it were the file at `file` (relative to the repository). */
async function rulesBroken(file, source) {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}/${file}` });
  return result.messages.map((message) => message.ruleId);
}

test('a remote importing another remote fails the lint, by path and by package name', async () => {
  assert.ok(
    (await rulesBroken('catalog/src/features/search/x.ts', `export { checkout } from '../../../../checkout/src/lib/remote';\n`)).includes(
      'import-x/no-restricted-paths',
    ),
  );
  assert.ok(
    (await rulesBroken('catalog/src/features/search/x.ts', `export { checkout } from '@remac/checkout/src/lib/remote';\n`)).includes(
      'no-restricted-imports',
    ),
  );
});

test('a remote importing the shell fails the lint', async () => {
  assert.ok(
    (await rulesBroken('content/src/lib/x.ts', `export { useLocale } from '../../../shell/src/features/locale/use-locale';\n`)).includes(
      'import-x/no-restricted-paths',
    ),
  );
});

test('inside a remote the flow is one way: shared → features → pages → exposes, features apart', async () => {
  assert.ok(
    (await rulesBroken('catalog/src/lib/x.ts', `export { HeaderSearch } from '../features/search/header-search';\n`)).includes(
      'import-x/no-restricted-paths',
    ),
  );
  assert.ok(
    (await rulesBroken('catalog/src/features/search/x.ts', `export { HomePage } from '../../pages/home-page';\n`)).includes(
      'import-x/no-restricted-paths',
    ),
  );
  assert.ok(
    (await rulesBroken('catalog/src/features/search/x.ts', `export { Listing } from '../listing/listing';\n`)).includes(
      'import-x/no-restricted-paths',
    ),
  );
});

test('a remote may import shared-contracts, remote-kit, its shared code and its own feature', async () => {
  const source = [
    `export { routeTable } from '@remac/shared-contracts';`,
    `export { useHost } from '@remac/remote-kit';`,
    `export { catalog } from '../../lib/remote';`,
    `export { exampleTerms } from './search-options';`,
    ``,
  ].join('\n');
  assert.deepEqual(await rulesBroken('catalog/src/features/search/x.ts', source), []);
});

test('the format check fails on a file Prettier would change', async () => {
  const options = { ...(await prettier.resolveConfig(`${repoRoot}/catalog/src/x.ts`)), filepath: `${repoRoot}/catalog/src/x.ts` };
  assert.equal(await prettier.check(`const a = {b:1}\n`, options), false);
  assert.equal(await prettier.check(`const a = { b: 1 };\n`, options), true);
});
