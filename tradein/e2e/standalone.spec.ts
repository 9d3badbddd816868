import { expect, test } from '@playwright/test';
import { chooseMacAndAnswer, repairPath, salePath, tradeInTexts } from '../../e2e/support/tradein-wizard';

test.describe('tradein remote in its standalone harness, against the real API', () => {
  test('the sale wizard finds a Mac, quotes it and goes back and forth between steps', async ({ page }) => {
    const t = tradeInTexts.en;
    await page.goto(salePath.en);
    await expect(page.locator('[data-boundary="tradein"][data-page="sale"]')).toBeVisible();
    const wizard = page.getByTestId('sale-wizard');
    await chooseMacAndAnswer(page, 'en', 'MacBook Pro M3');
    await wizard.getByRole('button', { name: t.wizard.next, exact: true }).click();
    await expect(wizard).toHaveAttribute('data-step', '5');
    await expect(wizard.getByTestId('quote-price')).toContainText('€');
    await wizard.getByRole('button', { name: t.wizard.back }).click();
    await expect(wizard).toHaveAttribute('data-step', '4');
    await wizard.getByRole('button', { name: t.wizard.back }).click();
    await expect(wizard).toHaveAttribute('data-step', '3');
    await expect(wizard.getByRole('button', { pressed: true })).toContainText('MacBook Pro');
    await wizard.getByRole('button', { name: t.wizard.next, exact: true }).click();
    await expect(wizard).toHaveAttribute('data-step', '4');
    // The step and the answers survive a reload (session storage).
    await page.reload();
    await expect(page.getByTestId('sale-wizard')).toHaveAttribute('data-step', '4');
    await expect(page.getByTestId('sale-wizard').getByRole('radio', { checked: true }).first()).toBeVisible();
  });

  test('the repair page lists services with prices and free slots, in Greek', async ({ page }) => {
    const t = tradeInTexts.el;
    await page.goto(repairPath.el);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.repair.title);
    const form = page.getByTestId('repair-form');
    await expect(form.getByRole('checkbox').first()).toBeVisible();
    await expect(form).toContainText('€');
    await expect(form.getByRole('list', { name: t.repair.day }).getByRole('button').first()).toBeVisible();
  });

  test('the request page without an id offers the lookup by reference and e-mail', async ({ page }) => {
    const t = tradeInTexts.en;
    await page.goto('/en/request');
    const lookup = page.getByTestId('request-lookup');
    await lookup.getByRole('button', { name: t.request.open }).click();
    await expect(lookup.getByText('This field is required')).toHaveCount(2);
    await lookup.getByRole('textbox', { name: t.request.reference }).fill('TR-AAAA-BBBB-CCCC');
    await lookup.getByRole('textbox', { name: t.request.email }).fill('nobody@example.gr');
    await lookup.getByRole('button', { name: t.request.open }).click();
    await expect(page).toHaveURL(/\/en\/request\/TR-AAAA-BBBB-CCCC$/);
    await expect(page.getByTestId('request-lookup')).toContainText(t.request.notFound);
  });
});
