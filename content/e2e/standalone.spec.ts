import { expect, test } from '@playwright/test';

test.describe('content remote in its standalone harness', () => {
  test('renders the Greek FAQ', async ({ page }) => {
    await page.goto('/syxnes-erotiseis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Συχνές ερωτήσεις');
    await expect(page.locator('[data-boundary="content"][data-page="faq"]')).toBeVisible();
  });

  test('renders every content page of the route table in both languages', async ({ page }) => {
    await page.goto('/en');
    const links = page.getByRole('main').getByRole('list').first().getByRole('link');
    const count = await links.count();
    expect(count).toBe(10);
    for (let index = 0; index < count; index += 1) {
      await page.goto('/en');
      await links.nth(index).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await page.getByTestId('language-switcher').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'el');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
  });

  test('the contact page shows the business details from the tenant configuration', async ({ page }) => {
    await page.goto('/en/contact');
    const details = page.getByTestId('contact-details');
    await expect(details).toContainText('info@remac.gr');
    await expect(details).toContainText('Monday – Friday 10:00–18:00');
    await expect(page.getByRole('main')).not.toContainText('{{');
  });

  test('the reviews band shows the latest reviews with a link to all of them', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/en/testimonials');
  });
});

test.describe('content forms in the harness, against the real API', () => {
  test('the contact form sends a message', async ({ page }) => {
    await page.goto('/epikoinonia');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Ονοματεπώνυμο').fill('Γιώργος Μ.');
    await form.getByLabel('E-mail').fill('giorgos@example.gr');
    await form.getByLabel('Μήνυμα').fill('Θα ήθελα να κλείσω ραντεβού για αλλαγή μπαταρίας.');
    await form.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
    await expect(form.getByRole('status')).toContainText('Ευχαριστούμε! Λάβαμε το μήνυμά σας');
  });
});
