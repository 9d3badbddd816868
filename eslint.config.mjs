import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importZones } from './tools/lint/import-zones.mjs';
import { workspaces } from './tools/lib/workspaces.mjs';

const remoteFolders = workspaces()
  .filter((workspace) => workspace.role === 'remote')
  .map((workspace) => workspace.folder);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/generated/',
      '**/generated.ts',
      '.host*/',
      '.tmp*/',
      'test-reports/',
      'test-results/',
      'api/.data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The two rules of hooks. The React Compiler diagnostics of the plugin's newer presets judge code
    // for the compiler, which this project does not use.
    files: ['{shell,remote-kit,catalog,checkout,content}/src/**/*.{ts,tsx}', `{${remoteFolders.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['source', 'import', 'default'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones(workspaces()) }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Package names cannot be resolved to a zone when the package has no entry; name them too.
    files: remoteFolders.map((folder) => `${folder}/**/*.{ts,tsx,mjs}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@remac/(?!shared-contracts|remote-kit)',
              message: 'A remote may import only @remac/shared-contracts and @remac/remote-kit (docs/architecture.md, composition rule 1).',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (jest's setup) can only require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
