import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A new remote written as docs/adding-a-remote.md says, with nothing but declarations: the account
 * remote the tables already plan (routes `auth-login`, `auth-register`, `orders`, `orders-id`; slots
 * `headerSession`, `footerMemberArea`), with one page component and one fragment component.
 */
export async function writeNewRemote(dir: string): Promise<void> {
  const content = JSON.parse(await readFile('content/package.json', 'utf8')) as { dependencies: Record<string, string> };
  const shared = [
    '@apollo/client',
    '@remac/remote-kit',
    '@remac/shared-contracts',
    'i18next',
    'react',
    'react-dom',
    'react-i18next',
    'react-router-dom',
  ];
  const files: Record<string, string> = {
    'package.json': JSON.stringify(
      {
        name: '@remac/account',
        version: '0.1.0',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(shared.map((name) => [name, content.dependencies[name]])),
        remac: { role: 'remote', devPort: 3099 },
      },
      null,
      2,
    ),
    'rspack.config.mjs': `import { createRemoteConfig } from '@remac/remote-kit/rspack';\n\nexport default createRemoteConfig(import.meta.url);\n`,
    'src/index.ts': `import('./app/harness');\n`,
    'src/translations/el.json': JSON.stringify({ title: 'Ο λογαριασμός μου', signIn: 'Σύνδεση' }),
    'src/translations/en.json': JSON.stringify({ title: 'My account', signIn: 'Sign in' }),
    'src/lib/remote.ts': [
      `import { defineRemote } from '@remac/remote-kit';`,
      `import el from '../translations/el.json';`,
      `import en from '../translations/en.json';`,
      ``,
      `export const account = defineRemote('account', { translations: { el, en } });`,
      ``,
    ].join('\n'),
    'src/features/session/session-link.tsx': [
      `import { Link } from 'react-router-dom';`,
      `import { localizedPath } from '@remac/shared-contracts';`,
      `import { useHost } from '@remac/remote-kit';`,
      `import { account } from '../../lib/remote';`,
      ``,
      `export function SessionLink() {`,
      `  const t = account.useT();`,
      `  return <Link data-testid="session-link" to={localizedPath('auth-login', useHost().locale)}>{t('signIn')}</Link>;`,
      `}`,
      ``,
    ].join('\n'),
    'src/pages/account-page.tsx': [
      `import type { RemotePageProps } from '@remac/shared-contracts';`,
      `import { account } from '../lib/remote';`,
      ``,
      `export function AccountPage({ routeName }: RemotePageProps) {`,
      `  const t = account.useT();`,
      `  return <h1 data-route={routeName}>{t('title')}</h1>;`,
      `}`,
      ``,
    ].join('\n'),
    'src/exposes/page.tsx': [
      `import { exposePages } from '@remac/remote-kit';`,
      `import { account } from '../lib/remote';`,
      `import { AccountPage } from '../pages/account-page';`,
      ``,
      `export default exposePages(account, { 'auth-login': AccountPage, 'auth-register': AccountPage, orders: AccountPage, 'orders-id': AccountPage });`,
      ``,
    ].join('\n'),
    'src/exposes/session-control.tsx': `import { exposeFragment } from '@remac/remote-kit';\nimport { account } from '../lib/remote';\nimport { SessionLink } from '../features/session/session-link';\n\nexport default exposeFragment(account, SessionLink);\n`,
    'src/exposes/member-area.tsx': `import { exposeFragment } from '@remac/remote-kit';\nimport { account } from '../lib/remote';\nimport { SessionLink } from '../features/session/session-link';\n\nexport default exposeFragment(account, SessionLink);\n`,
    'src/app/harness.tsx': [
      `import { createHarness } from '@remac/remote-kit/harness';`,
      `import Page from '../exposes/page';`,
      `import SessionControl from '../exposes/session-control';`,
      `import MemberArea from '../exposes/member-area';`,
      ``,
      `void createHarness({ remote: 'account', modules: { Page, SessionControl, MemberArea } });`,
      ``,
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}
