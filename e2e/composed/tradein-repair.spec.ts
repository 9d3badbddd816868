import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { fieldInput, repairPath, specTexts, tradeInTexts, uniqueEmail, type Lang } from '../support/tradein-wizard';

for (const lang of ['el', 'en'] as const satisfies Lang[]) {
  test(`booking a repair end to end, then opening it as a guest elsewhere (${lang})`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    const t = tradeInTexts[lang];
    const spec = specTexts[lang];
    const email = uniqueEmail(`repair-${lang}`);
    await page.goto(repairPath[lang]);
    const form = page.getByTestId('repair-form');
    await form.getByRole('button', { name: t.repair.submit }).click();
    await expect(form.getByTestId('form-notice')).toContainText(spec.mandatory);
    await expect(form.getByText(spec.required).first()).toBeVisible();

    await form.getByRole('checkbox').first().check();
    await form.getByRole('list', { name: t.repair.day }).getByRole('button').first().click();
    await form.getByRole('list', { name: t.repair.time }).getByRole('button').first().click();
    await fieldInput(page, lang, 'device').fill('MacBook Pro 13" 2017');
    await fieldInput(page, lang, 'name').fill('Νίκος Ιωάννου');
    await fieldInput(page, lang, 'email').fill('nikos@');
    await fieldInput(page, lang, 'phone').fill('2104123456');
    await form.getByRole('button', { name: t.repair.submit }).click();
    await expect(form.getByText(spec.email)).toBeVisible();
    // Nothing typed is lost on a reload.
    await page.reload();
    await expect(fieldInput(page, lang, 'name')).toHaveValue('Νίκος Ιωάννου');
    await fieldInput(page, lang, 'email').fill(email);
    await page.getByTestId('repair-form').getByRole('button', { name: t.repair.submit }).click();

    await expect(page).toHaveURL(/\/request\/TR-[0-9A-Z-]+$/);
    const reference = page.url().split('/').pop()!;
    const details = page.getByTestId('request-details');
    await expect(details).toContainText(t.request.kind.REPAIR);
    await expect(details.getByTestId('request-services')).not.toBeEmpty();
    await expect(details.getByTestId('request-slot')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:00/);
    await details.getByTestId('new-message').getByRole('textbox').fill('Can I bring it earlier?');
    await details.getByTestId('new-message').getByRole('button', { name: t.request.send }).click();
    await expect(details.getByTestId('request-message')).toContainText('Can I bring it earlier?');

    // Another visitor (a fresh session) needs the e-mail as well as the reference.
    const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await other.goto(page.url());
    const lookup = other.getByTestId('request-lookup');
    await expect(lookup).toBeVisible();
    await expect(other.getByTestId('request-details')).toHaveCount(0);
    await lookup.getByRole('textbox', { name: t.request.email }).fill('someone.else@example.gr');
    await lookup.getByRole('button', { name: t.request.open }).click();
    await expect(other.getByTestId('request-lookup')).toContainText(t.request.notFound);
    await other.getByTestId('request-lookup').getByRole('textbox', { name: t.request.email }).fill(email);
    await other.getByTestId('request-lookup').getByRole('button', { name: t.request.open }).click();
    await expect(other.getByTestId('request-details')).toContainText(reference);
    await other.close();
    expect(errors).toEqual([]);
  });
}
