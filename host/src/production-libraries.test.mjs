import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';

const serverRender = fileURLToPath(new URL('./server-render.mjs', import.meta.url));

/** Which build of React DOM's server a fresh host process lends the server builds, NODE_ENV unset. */
async function lentReactDomServerFiles() {
  const script = `
    import { createRequire } from 'node:module';
    const { createServerRenderer } = await import(${JSON.stringify(serverRender)});
    createServerRenderer({ root: '/nonexistent', apiUrl: 'http://127.0.0.1:9', log: { warn() {}, error() {} } });
    globalThis.__remacServerLibraries['react-dom/server'];
    const require = createRequire(${JSON.stringify(serverRender)});
    console.log(JSON.stringify(Object.keys(require.cache).filter((file) => file.includes('react-dom-server'))));
  `;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env });
  return JSON.parse(stdout);
}

test('the host lends the server builds the production build of React, not the development one', async () => {
  const files = await lentReactDomServerFiles();
  assert.ok(files.length > 0, 'React DOM server was loaded');
  assert.ok(
    files.every((file) => file.includes('.production.')),
    files.join('\n'),
  );
});
