import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { outboxMessages } from '../support/outbox';

test.describe('content forms against the real API', () => {
  test('the contact form explains what is missing, then sends the message', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);
    await form.getByLabel('E-mail').fill('eleni@');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByLabel('Name').fill('Eleni K.');
    await form.getByLabel('E-mail').fill('eleni@example.gr');
    await form.getByLabel('Phone').fill('210 123 4567');
    await form.getByLabel('Message').fill('Do you upgrade the SSD of a 2017 MacBook Air?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(/Thank you! We received your message/);
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the footer newsletter answers in Greek on Greek pages, subscribes once the e-mailed link is confirmed, and the welcome message takes the address off the list', async ({
    page,
  }) => {
    await page.goto('/syxnes-erotiseis');
    const form = (await scrollToFooter(page)).getByTestId('newsletter-form');
    await form.getByLabel('Το e-mail σας').fill('όχι-email');
    await form.getByRole('button', { name: 'Εγγραφή' }).click();
    await expect(form.getByText('Παρακαλούμε εισάγετε μια έγκυρη διεύθυνση email')).toBeVisible();
    const email = `reader-${Date.now()}@example.gr`;
    await form.getByLabel('Το e-mail σας').fill(email);
    await form.getByRole('button', { name: 'Εγγραφή' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Σχεδόν τελειώσαμε: σας στείλαμε e-mail με έναν σύνδεσμο. Ανοίξτε τον για να επιβεβαιώσετε την εγγραφή σας.',
    );

    const linkIn = (messages: string[], kind: string) =>
      messages
        .filter((m) => m.includes(`To: ${email}`))
        .map((m) => new RegExp(`https?://\\S+(/newsletter/${kind}/[\\w-]+)`).exec(m)?.[1])
        .find(Boolean);
    await expect.poll(async () => linkIn(await outboxMessages(), 'epivevaiosi')).toBeTruthy();
    await page.goto(linkIn(await outboxMessages(), 'epivevaiosi')!);
    await expect(page.getByRole('heading', { level: 1, name: 'Επιβεβαίωση εγγραφής στο newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Επιβεβαίωση' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Η εγγραφή σας επιβεβαιώθηκε. Ευχαριστούμε!');
    await expect(page).toHaveTitle(/^Επιβεβαίωση εγγραφής στο newsletter/);

    await expect.poll(async () => linkIn(await outboxMessages(), 'diagrafi')).toBeTruthy();
    await page.goto(linkIn(await outboxMessages(), 'diagrafi')!);
    await expect(page).toHaveTitle(/^Διαγραφή από το newsletter/);
    await page.getByRole('button', { name: 'Διαγραφή' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Διαγραφήκατε: σβήσαμε τη διεύθυνσή σας από τη λίστα/);
  });

  test('the home page has the newsletter band and no second one in the footer', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('carousel')).toBeVisible();
    const footer = await scrollToFooter(page);
    await expect(page.getByTestId('newsletter-form')).toHaveCount(1);
    await expect(footer.getByTestId('newsletter-form')).toHaveCount(0);
  });
});
