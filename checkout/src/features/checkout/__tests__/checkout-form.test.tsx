import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutOptionsDocument } from '../../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../../lib/remote';
import { cartFixture, money } from '../../../testing/cart-fixtures';
import { CheckoutForm } from '../checkout-form';

const options = (postalCode: string, answer: object) => ({
  request: { query: CheckoutOptionsDocument, variables: { token: 'token-1', postalCode, shippingMethod: null } },
  result: {
    data: {
      checkoutOptions: { __typename: 'CheckoutOptions', subtotal: money('€899.00'), shipping: null, total: money('€899.00'), ...answer },
    },
  },
});
const unsupported = options('19999', {
  zone: null,
  notice: null,
  shippingMethods: [],
  paymentMethods: [],
  errors: [
    { __typename: 'FieldError', field: 'postalCode', message: 'The postal code you have inserted does not belong to our supported areas' },
  ],
});
const attica = options('18452', {
  zone: 'attica',
  notice: null,
  errors: [],
  shippingMethods: [{ __typename: 'ShippingMethod', code: 'courier', name: 'Courier', description: null, price: money('€5.00') }],
  paymentMethods: [
    {
      __typename: 'CheckoutPaymentMethod',
      code: 'card',
      name: 'Credit or debit card',
      description: null,
      card: true,
      available: true,
      unavailableReason: null,
      plans: [{ __typename: 'InstallmentPlan', length: 3, installment: money('€299.67') }],
    },
  ],
});

describe('the checkout form', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));

  it('marks every required input with the shared texts and checks the e-mail', async () => {
    renderWithHost(<CheckoutForm cart={cartFixture()} token="token-1" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the VAT number check digit only when an invoice is asked for', async () => {
    renderWithHost(<CheckoutForm cart={cartFixture()} token="token-1" />);
    expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I need an invoice'));
    await userEvent.type(screen.getByLabelText('VAT number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter a valid VAT number')).toBeInTheDocument();
  });

  it('asks for a shipping address only when not shipping to the billing address', async () => {
    renderWithHost(<CheckoutForm cart={cartFixture()} token="token-1" />);
    expect(screen.getAllByLabelText('Postal code')).toHaveLength(1);
    await userEvent.click(screen.getByLabelText('Ship to the billing address'));
    expect(screen.getAllByLabelText('Postal code')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();
  });

  it('says when the postal code is not served, and offers methods, installments and the card form when it is', async () => {
    renderWithHost(<CheckoutForm cart={cartFixture()} token="token-1" />, { mocks: [unsupported, attica] });
    await userEvent.type(screen.getByLabelText('Postal code'), '19999');
    expect(await screen.findByText('The postal code you have inserted does not belong to our supported areas')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Postal code'));
    await userEvent.type(screen.getByLabelText('Postal code'), '18452');
    await userEvent.click(await screen.findByLabelText('Credit or debit card'));
    expect(screen.queryByText('The postal code you have inserted does not belong to our supported areas')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: '3 installments of €299.67' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });
});
