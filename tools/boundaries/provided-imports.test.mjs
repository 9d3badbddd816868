import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isHarnessOrTest, providedImportViolations } from './provided-imports.mjs';
import { providedByShellAtRunTime } from '../rspack/shared-libraries.mjs';
import { hostProvidedExports } from '../../shared-contracts/dist/index.js';

const provided = { 'react-router-dom': ['Link', 'useLocation'], i18next: ['default'] };
const check = (source) => providedImportViolations({ file: '/repo/catalog/src/features/page.tsx', source, provided });

test('listed exports of provided libraries pass', () => {
  assert.deepEqual(check(`import { Link, useLocation } from 'react-router-dom';\nimport i18next from 'i18next';`), []);
});

test('an export the shell does not provide is reported with the way to add it', () => {
  const [violation] = check(`import { Link, useMatches } from 'react-router-dom';`);
  assert.match(violation.reason, /does not provide 'useMatches' of 'react-router-dom'.*hostProvidedExports/);
});

test('a namespace import cannot be checked and is refused', () => {
  assert.equal(check(`import * as Router from 'react-router-dom';`).length, 1);
});

test('another entry point of a provided library is refused', () => {
  const [violation] = check(`import { Link } from 'react-router';`);
  assert.match(violation.reason, /does not provide 'react-router'/);
});

test('type-only imports and unrelated libraries are free', () => {
  assert.deepEqual(
    check(
      `import type { Location } from 'react-router';\nimport { type NavigateFunction } from 'react-router-dom';\nimport { z } from 'zod';`,
    ),
    [],
  );
});

test('re-exports count like imports', () => {
  assert.equal(check(`export { useMatches } from 'react-router-dom';`).length, 1);
});

test('harness, test helpers and tests are not part of the composed page', () => {
  assert.equal(isHarnessOrTest('src/app/harness.tsx'), true);
  assert.equal(isHarnessOrTest('src/testing/render-catalog.tsx'), true);
  assert.equal(isHarnessOrTest('src/features/cart/__tests__/cart.test.tsx'), true);
  assert.equal(isHarnessOrTest('src/features/cart/cart-page.tsx'), false);
});

test('the builds share exactly the entry points the contract lists', () => {
  const shared = Object.values(providedByShellAtRunTime).flat();
  assert.deepEqual(shared.sort(), Object.keys(hostProvidedExports).sort());
});
