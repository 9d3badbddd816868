/** Unit and component tests of the shared contracts, the shell and the remotes: `npx jest`. */
import { fileURLToPath } from 'node:url';

const tools = fileURLToPath(new URL('./tools/jest/', import.meta.url));

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Settings every workspace shares; `rootDir` is the workspace. */
function project(workspace, testEnvironment) {
  return {
    displayName: workspace,
    rootDir: fileURLToPath(new URL(`./${workspace}/`, import.meta.url)),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    testEnvironment,
    // Resolve `@remac/shared-contracts` to its TypeScript source through the package's "source" export.
    testEnvironmentOptions: {
      customExportConditions: testEnvironment === 'jsdom' ? ['source', 'browser'] : ['source', 'node', 'node-addons'],
    },
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    moduleNameMapper: {
      '\\.module\\.css$': `${tools}style-mock.cjs`,
      '\\.css$': `${tools}empty-module.cjs`,
      // NodeNext-style `./x.js` imports of `x.ts` files.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [`${tools}setup-globals.cjs`],
    setupFilesAfterEnv: [`${tools}setup-jest-dom.cjs`],
  };
}

export default {
  // Jest's default leaves a core to itself: one worker on the 2-core CI machine. Its own share is small; two
  // workers took 38 s instead of 60.
  maxWorkers: '100%',
  projects: [
    project('shared-contracts', 'node'),
    project('shell', 'jsdom'),
    project('remote-kit', 'jsdom'),
    project('content', 'jsdom'),
    project('catalog', 'jsdom'),
    project('checkout', 'jsdom'),
    project('account', 'jsdom'),
    project('tradein', 'jsdom'),
  ],
};
