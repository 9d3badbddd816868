import { localizedPath, type Locale } from '@remac/shared-contracts';
import { test, expect } from '../support/test';
import { checkoutTexts, fillBuyer } from '../support/checkout-flow';
import { cartPriced, shopRules, useCart } from '../support/shop-rules';

const texts = {
  el: { cash: 'Αντικαταβολή', reason: /ο νόμος δεν επιτρέπει πληρωμή με μετρητά/ },
  en: { cash: 'Cash on delivery', reason: /Greek law does not allow cash payments/ },
};

for (const locale of ['el', 'en'] as Locale[]) {
  test.describe(`shop rules read from the API (${locale})`, () => {
    test('the info bar, the shipping page and the FAQ state the same free-shipping threshold and prices', async ({ page, request }) => {
      const rules = await shopRules(request, locale);
      await page.goto(localizedPath('products', locale));
      await expect(page.getByTestId('shipping-promotion')).toContainText(rules.freeShippingFrom);
      await page.goto(localizedPath('shipping-methods', locale));
      const shipping = page.locator('main');
      for (const figure of [rules.freeShippingFrom, rules.courier, rules.sameDay, rules.cutoff, rules.cashLimit])
        await expect(shipping).toContainText(figure);
      await expect(shipping).not.toContainText('{{');
      await page.goto(localizedPath('faq', locale));
      await expect(page.locator('main')).toContainText(rules.freeShippingFrom);
      await expect(page.locator('main')).toContainText(rules.sameDay);
      await page.goto(localizedPath('payment-methods', locale));
      await expect(page.locator('main')).toContainText(rules.cashLimit);
    });

    test('checkout above the cash limit shows cash on delivery disabled with the reason, and free courier', async ({ page, request }) => {
      const rules = await shopRules(request, locale);
      const { token } = await cartPriced(request, 60_000, 300_000);
      await useCart(page, token);
      await page.goto(localizedPath('checkout', locale));
      await fillBuyer(page, locale, 'rules@example.gr');
      const shipping = page.getByTestId('shipping-methods');
      await expect(shipping).not.toContainText(`${checkoutTexts[locale].courier} · ${rules.courier}`, { timeout: 10_000 });
      await shipping.getByLabel(checkoutTexts[locale].courier).check();
      const cash = page.getByTestId('payment-cash-on-delivery');
      await expect(cash.getByRole('radio')).toBeDisabled();
      await expect(cash.getByTestId('payment-unavailable-reason')).toContainText(rules.cashLimit);
      await expect(cash.getByTestId('payment-unavailable-reason')).toHaveText(texts[locale].reason);
      await expect(cash.getByRole('radio')).toHaveAccessibleDescription(texts[locale].reason);
    });

    test('checkout below the free-shipping threshold charges the courier price the pages state', async ({ page, request }) => {
      const rules = await shopRules(request, locale);
      const { token } = await cartPriced(request, 1_000, 25_000);
      await useCart(page, token);
      await page.goto(localizedPath('checkout', locale));
      await fillBuyer(page, locale, 'rules@example.gr');
      await expect(page.getByTestId('shipping-methods')).toContainText(`${checkoutTexts[locale].courier} · ${rules.courier}`);
      await expect(page.getByTestId('shipping-methods')).toContainText(rules.sameDay);
      await expect(page.getByTestId('payment-cash-on-delivery').getByRole('radio')).toBeEnabled();
    });

    test('checkout marks the required fields and colours the order button with the primary colour', async ({ page, request }) => {
      const { token } = await cartPriced(request, 1_000, 25_000);
      await useCart(page, token);
      await page.goto(localizedPath('checkout', locale));
      await expect(page.getByLabel(checkoutTexts[locale].email, { exact: true })).toHaveAttribute('aria-required', 'true');
      await expect(page.getByLabel(checkoutTexts[locale].firstName, { exact: true })).toHaveAttribute('aria-required', 'true');
      const mark = await page.locator('label[for="checkout-email"]').evaluate((label) => getComputedStyle(label, '::after').content);
      expect(mark).toContain('*');
      const button = page.getByRole('button', { name: checkoutTexts[locale].place });
      const [background, primary] = await button.evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        (() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--primary-dark)';
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        })(),
      ]);
      expect(background).toBe(primary);
    });

    test('the product page shows the installments of the API plans', async ({ page, request }) => {
      const rules = await shopRules(request, locale);
      await page.goto(localizedPath('products', locale));
      await page.locator('a[href*="/products/"]').first().click();
      await expect(page.getByTestId('installments')).toContainText(String(rules.maxInstallments));
    });
  });
}
