import { act, screen } from '@testing-library/react';
import { GetOrderDocument } from '../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../lib/remote';
import { money } from '../../testing/cart-fixtures';
import { ReceiptPage } from '../receipt-page';

const request = { query: GetOrderDocument, variables: { id: 'order-1' } };
const order = {
  __typename: 'Order' as const,
  id: 'order-1',
  number: 'RM-FWVN-8JQ7',
  state: 'completed',
  outcome: 'COMPLETED',
  email: 'maria@example.gr',
  currency: 'EUR',
  createdAt: '2025-03-04T10:15:00.000Z',
  paymentMethod: 'bank-transfer',
  paymentMethodName: 'Bank transfer',
  shippingMethod: 'courier',
  shippingMethodName: 'Courier',
  installments: 1,
  placedByMember: false,
  nextSteps: ['Transfer the total to one of the accounts below with the reference RM-FWVN-8JQ7.'],
  shipping: {
    __typename: 'OrderAddress' as const,
    firstName: 'Maria',
    lastName: 'Papadopoulou',
    addressLine1: 'Lambraki 100',
    addressLine2: null,
    postalCode: '18452',
    city: 'Nikaia',
    phone: '2104000000',
  },
  bankTransfer: {
    __typename: 'BankTransferDetails' as const,
    reference: 'RM-FWVN-8JQ7',
    amount: money('€899.00'),
    accounts: [{ __typename: 'BankAccount' as const, bank: 'Piraeus Bank', holder: 'ReMac Athens I.K.E.', iban: 'GR16 0172' }],
  },
  items: [
    {
      __typename: 'OrderItem' as const,
      sku: 'MBA-M1-8-256',
      name: 'MacBook Air 13" M1 (2020)',
      label: null,
      quantity: 1,
      price: money('€899.00', 89_900),
      total: money('€899.00'),
    },
  ],
  subtotal: money('€899.00'),
  shipmentTotal: money('€0.00'),
  taxTotal: { __typename: 'Money' as const, amount: 0 },
  total: money('€899.00', 89_900),
};

describe('the receipt while the API is down', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));

  it('says the order cannot be loaded right now (not that it failed) and shows it once the API answers', async () => {
    renderWithHost(<ReceiptPage params={{ id: 'order-1' }} />, {
      mocks: [
        { request, error: new TypeError('Failed to fetch') },
        { request, result: { data: { order } } },
      ],
    });
    expect(
      await screen.findByText('This order cannot be loaded right now. We are trying again; please wait a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/error while processing your order/)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Order RM-FWVN-8JQ7' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-outcome')).toHaveTextContent('Your order has been completed.');
    expect(screen.getByTestId('receipt-date')).toHaveTextContent('March 4, 2025 at 12:15 PM');
    expect(screen.getByTestId('receipt-reference')).toHaveTextContent('RM-FWVN-8JQ7');
    expect(screen.queryByTestId('receipt-all-orders')).not.toBeInTheDocument();
  });
});

describe('the receipt of a canceled order', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));

  it('says it was cancelled, not that it failed, with whom to call if it was paid, and no steps or bank details left', async () => {
    const canceled = { ...order, state: 'canceled', outcome: 'FAILED', nextSteps: [], bankTransfer: null };
    renderWithHost(<ReceiptPage params={{ id: 'order-1' }} />, { mocks: [{ request, result: { data: { order: canceled } } }] });
    expect(await screen.findByTestId('receipt-problem')).toHaveTextContent(
      'This order has been cancelled and its items are on sale again. If you have already paid for it, please contact us',
    );
    expect(screen.queryByText(/Order failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-reference')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order RM-FWVN-8JQ7' })).toBeInTheDocument();
  });
});
