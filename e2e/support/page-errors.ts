import type { Page } from '@playwright/test';

/**
 * Collects what would reach a visitor's console as a failure: uncaught exceptions and console
 * errors, except the browser's own note about a network request we made fail on purpose.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource|net::ERR_/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}
