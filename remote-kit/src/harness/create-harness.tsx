import { createRoot } from 'react-dom/client';
import { localeFromPath } from '@remac/shared-contracts';
import { initI18n } from '@remac/shell/i18n';
import { checkModules } from './harness-modules';
import { Harness, type HarnessOptions } from './harness';
import '@remac/shell/tokens.css';
import './harness.css';

/** Runs a remote standalone (`npm run dev -w <remote>`, the standalone e2e tests) in place of the shell. */
export async function createHarness(options: HarnessOptions): Promise<void> {
  checkModules(options.remote, options.modules);
  await initI18n(localeFromPath(window.location.pathname));
  createRoot(document.getElementById('root')!).render(<Harness {...options} />);
}
