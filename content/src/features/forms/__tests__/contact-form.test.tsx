import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import type { MockedResponse } from '@apollo/client/testing';
import { ContactForm } from '../contact-form';
import { content } from '../../../lib/remote';
import { SubmitFormDocument } from '../../../lib/graphql/generated';

const filled = { name: 'Nikos P.', email: 'nikos@example.gr', phone: '', message: 'Is the MacBook Air still available?' };

function answer(submitForm: object): MockedResponse {
  return {
    request: { query: SubmitFormDocument, variables: { input: { form: 'contact', data: filled } } },
    result: { data: { submitForm: { notice: null, errors: [], messages: [], ...submitForm } } },
  };
}

async function renderForm(mocks: MockedResponse[] = [], locale: 'el' | 'en' = 'en') {
  await initTestI18n(content.translations, locale);
  renderWithHost(<ContactForm locale={locale} />, { locale, mocks });
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), filled.name);
  await user.type(screen.getByLabelText(/^E-mail/), filled.email);
  await user.type(screen.getByLabelText(/^Message/), filled.message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact form', () => {
  it('shows the spec texts for missing and malformed fields without calling the API', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the errors in Greek on Greek pages', async () => {
    await renderForm([], 'el');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Αποστολή μηνύματος' }));
    expect(await screen.findAllByText('Το πεδίο είναι υποχρεωτικό')).toHaveLength(3);
  });

  it('thanks the visitor and clears the form once the API accepts it', async () => {
    await renderForm([answer({ status: 'SUCCESS' })]);
    await fillIn();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We received your message');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    await renderForm([answer({ status: 'INVALID', errors: [{ field: 'email', code: 'email', message: 'x' }] })]);
    await fillIn();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue(filled.message);
  });

  it('shows a refusal the shared codes do not name (too many submissions) as the API worded it, keeping the input', async () => {
    const limited = 'Too many submissions from your connection. Please try again later.';
    await renderForm([answer({ status: 'INVALID', errors: [{ field: 'email', code: 'tooManyRequests', message: limited }] })]);
    await fillIn();
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue(filled.message);
  });

  it('says the operation is unavailable when the form is switched off', async () => {
    await renderForm([answer({ status: 'UNAVAILABLE' })]);
    await fillIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This operation is currently unavailable. Please try again later.'),
    );
  });

  it('reports a generic error when the API cannot be reached, keeping the input', async () => {
    await renderForm([{ ...answer({}), result: undefined, error: new Error('network down') }]);
    await fillIn();
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(filled.name);
  });
});
