import { localizedPath, type Locale } from '@remac/shared-contracts';
import { test, expect } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { cartPriced, gql } from '../support/shop-rules';

const texts = {
  el: { date: 'Ημερομηνία', next: 'Επόμενα βήματα', bank: 'Τραπεζική κατάθεση', courier: 'Courier', reference: 'Αιτιολογία' },
  en: { date: 'Date', next: 'Next steps', bank: 'Bank transfer', courier: 'Courier', reference: 'Reference' },
};

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status order { id number total { formatted } } } }`;

for (const locale of ['el', 'en'] as Locale[]) {
  test(`a receipt opened directly shows what the buyer needs, bank details included, without console errors (${locale})`, async ({
    page,
    request,
  }) => {
    const { token } = await cartPriced(request, 10_000, 300_000);
    const address = {
      firstName: 'Μαρία',
      lastName: 'Παπαδοπούλου',
      addressLine1: 'Γρηγορίου Λαμπράκη 125',
      phone: '2104901234',
      city: 'Νίκαια',
      postalCode: '18452',
      country: 'GR',
    };
    const { placeOrder } = await gql(request, locale, PLACE, {
      input: {
        cartToken: token,
        idempotencyKey: `receipt-${locale}-${Date.now()}`,
        email: 'receipt@example.gr',
        billing: address,
        shipToBilling: true,
        shippingMethod: 'courier',
        paymentMethod: 'bank-transfer',
        installments: 1,
      },
    });
    expect(placeOrder.status).toBe('PLACED');
    const errors = collectPageErrors(page);
    await page.goto(localizedPath('receipt-id', locale, { id: placeOrder.order.id }));
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { level: 1 })).toContainText(placeOrder.order.number);
    await expect(receipt).toContainText(texts[locale].date);
    await expect(page.getByTestId('receipt-date')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByTestId('receipt-items').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('receipt-payment')).toHaveText(texts[locale].bank);
    await expect(page.getByTestId('receipt-shipping')).toHaveText(texts[locale].courier);
    await expect(page.getByTestId('receipt-address')).toContainText('Γρηγορίου Λαμπράκη 125');
    await expect(page.getByTestId('receipt-total')).toHaveText(placeOrder.order.total.formatted);
    await expect(receipt).toContainText(texts[locale].next);
    await expect(page.getByTestId('receipt-next-steps').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByTestId('receipt-reference')).toHaveText(placeOrder.order.number);
    await expect(page.getByTestId('receipt-iban')).toHaveCount(2);
    await expect(page.getByTestId('receipt-all-orders'), 'a guest has no order list').toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
