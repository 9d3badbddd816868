import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { scrollToFooter } from '../support/footer';
import {
  chooseMacAndAnswer,
  fieldInput,
  fillSeller,
  pdfText,
  salePath,
  seller,
  specTexts,
  tradeInTexts,
  uniqueEmail,
  type Lang,
} from '../support/tradein-wizard';

for (const lang of ['el', 'en'] as const satisfies Lang[]) {
  test.describe(`selling a Mac (${lang})`, () => {
    test('quote, a bad then a good IBAN, the declaration PDF, submit, the request page', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      const t = tradeInTexts[lang];
      const spec = specTexts[lang];
      const email = uniqueEmail(`sale-${lang}`);
      await page.goto(salePath[lang]);
      const wizard = page.getByTestId('sale-wizard');
      await chooseMacAndAnswer(page, lang, 'MacBook Air M1');
      const live = await wizard.getByTestId('live-quote').textContent();

      await wizard.getByRole('button', { name: t.wizard.next, exact: true }).click();
      await expect(wizard).toHaveAttribute('data-step', '5');
      const price = wizard.getByTestId('quote-price');
      await expect(price).not.toBeEmpty();
      expect(live).toContain((await price.textContent())!.trim());
      await expect(wizard.getByTestId('quote-validity')).toContainText('14');
      await expect(wizard.getByTestId('quote-breakdown')).toContainText(t.sale.initialPrice);

      await wizard.getByRole('button', { name: t.wizard.next, exact: true }).click();
      const form = page.getByTestId('seller-form');
      // Nothing typed: every mandatory field says so, with the form's notice.
      await form.getByRole('button', { name: t.sale.toReview }).click();
      await expect(form.getByTestId('form-notice')).toContainText(spec.mandatoryTitle);
      await expect(form.getByTestId('form-notice')).toContainText(spec.mandatory);
      await expect(form.getByText(spec.required).first()).toBeVisible();

      await fillSeller(page, lang, { ...seller, email: 'maria@', iban: 'GR16 0110 1250 0000 0001 2300 696' });
      await form.getByRole('checkbox', { name: t.fields.acceptedTerms }).check();
      await form.getByRole('checkbox', { name: t.fields.dataErasure }).check();
      await form.getByRole('button', { name: t.sale.toReview }).click();
      await expect(form.getByText(spec.iban)).toBeVisible();
      await expect(form.getByText(spec.email)).toBeVisible();

      // A reload keeps everything typed.
      await page.reload();
      await expect(fieldInput(page, lang, 'vatNumber')).toHaveValue(seller.vatNumber);
      await fillSeller(page, lang, { iban: seller.iban, email });
      await page.getByTestId('seller-form').getByRole('button', { name: t.sale.toReview }).click();
      await expect(wizard).toHaveAttribute('data-step', '7');
      await expect(wizard.getByTestId('sale-review')).toContainText(seller.vatNumber);

      const download = page.waitForEvent('download');
      await wizard.getByRole('button', { name: t.declaration.download }).click();
      const file = testInfo.outputPath('declaration.pdf');
      await (await download).saveAs(file);
      const ready = wizard.getByTestId('declaration-ready');
      await expect(ready).toBeVisible();
      console.log(
        `declaration PDF generated in ${await ready.getAttribute('data-generation-ms')} ms (${lang}, first time, includes loading pdf-lib, template and font)`,
      );
      // Once more, with pdf-lib, the template and the font already loaded: the filling itself.
      const again = page.waitForEvent('download');
      await wizard.getByRole('button', { name: t.declaration.download }).click();
      await again;
      await expect(ready).toBeVisible();
      console.log(`declaration PDF generated again in ${await ready.getAttribute('data-generation-ms')} ms (${lang}, warm)`);
      const text = await pdfText(file);
      expect(text).toContain(seller.vatNumber);
      expect(text).toContain(seller.taxOffice);
      expect(text).toContain(seller.serialNumber);
      expect(text).toContain('ΥΠΕΥΘΥΝΗ ΔΗΛΩΣΗ');
      expect(text).toMatch(/[α-ω]{4}/);

      await wizard.getByRole('button', { name: t.sale.submit }).click();
      await expect(page).toHaveURL(/\/request\/TR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const details = page.getByTestId('request-details');
      await expect(details).toContainText(t.request.kind.SALE);
      await expect(details).toContainText('MacBook Air');
      await expect(details.getByTestId('request-quote')).toHaveText(/\d/);
      await expect(details.getByTestId('request-status')).toContainText(t.request.statusPENDING);
      await expect(details.getByTestId('request-timeline')).toContainText(t.states.created);

      // The wizard starts afresh after the submit.
      await page.goto(salePath[lang]);
      await expect(page.getByTestId('sale-wizard')).toHaveAttribute('data-step', '1');
      expect(errors).toEqual([]);
    });
  });
}

test('changing the language above step 1 clears the wizard; at step 1 it keeps the choice', async ({ page }) => {
  const t = tradeInTexts;
  await page.goto(salePath.el);
  const wizard = page.getByTestId('sale-wizard');
  await wizard.getByRole('button', { name: 'MacBook Pro' }).click();
  await expect(wizard).toHaveAttribute('data-step', '2');
  await wizard.getByRole('button', { name: t.el.wizard.back }).click();
  await expect(wizard).toHaveAttribute('data-step', '1');
  await (await scrollToFooter(page)).getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/en\/sale-of-second-hand-mac$/);
  await expect(wizard.getByRole('button', { name: 'MacBook Pro' })).toHaveAttribute('aria-pressed', 'true');

  await chooseMacAndAnswer(page, 'en', 'MacBook Air M1');
  await wizard.getByRole('button', { name: t.en.wizard.next, exact: true }).click();
  await expect(wizard).toHaveAttribute('data-step', '5');
  await (await scrollToFooter(page)).getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/polisi-metaxeirismenou-mac$/);
  await expect(wizard).toHaveAttribute('data-step', '1');
  await expect(wizard.getByRole('button', { name: 'MacBook Air' })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('sale-wizard')).toHaveAttribute('data-step', '1');
});
