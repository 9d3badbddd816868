import { localizedPath, type Locale } from '@remac/shared-contracts';
import { test, expect } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { guestBuyer, placeGuestOrder } from '../support/guest-order';

const texts = {
  el: { date: 'Ημερομηνία', next: 'Επόμενα βήματα', bank: 'Τραπεζική κατάθεση', courier: 'Courier', reference: 'Αιτιολογία' },
  en: { date: 'Date', next: 'Next steps', bank: 'Bank transfer', courier: 'Courier', reference: 'Reference' },
};

for (const locale of ['el', 'en'] as Locale[]) {
  test(`a receipt opened directly shows what the buyer needs, bank details included, without console errors (${locale})`, async ({
    page,
    request,
  }) => {
    const placed = await placeGuestOrder(request, locale, 'receipt');
    expect(placed.status).toBe('PLACED');
    const errors = collectPageErrors(page);
    await page.goto(localizedPath('receipt-id', locale, { id: placed.order.id }));
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { level: 1 })).toContainText(placed.order.number);
    await expect(receipt).toContainText(texts[locale].date);
    await expect(page.getByTestId('receipt-date')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByTestId('receipt-items').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('receipt-payment')).toHaveText(texts[locale].bank);
    await expect(page.getByTestId('receipt-shipping')).toHaveText(texts[locale].courier);
    await expect(page.getByTestId('receipt-address')).toContainText(guestBuyer.address.addressLine1);
    await expect(page.getByTestId('receipt-total')).toHaveText(placed.order.total.formatted);
    await expect(receipt).toContainText(texts[locale].next);
    await expect(page.getByTestId('receipt-next-steps').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('receipt-reference')).toHaveText(placed.order.number);
    await expect(page.getByTestId('receipt-iban')).toHaveCount(2);
    await expect(page.getByTestId('receipt-all-orders'), 'a guest has no order list').toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
