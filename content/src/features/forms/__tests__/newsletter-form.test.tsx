import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import type { MockedResponse } from '@apollo/client/testing';
import { NewsletterForm } from '../newsletter-form';
import { content } from '../../../lib/remote';
import { SubmitFormDocument } from '../../../lib/graphql/generated';

const subscribed: MockedResponse = {
  request: { query: SubmitFormDocument, variables: { input: { form: 'newsletter', data: { email: 'maria@example.gr' } } } },
  result: { data: { submitForm: { status: 'SUCCESS', notice: null, errors: [], messages: [] } } },
};

async function renderForm(locale: 'el' | 'en', mocks: MockedResponse[] = []) {
  await initTestI18n(content.translations, locale);
  renderWithHost(<NewsletterForm locale={locale} />, { locale, mocks });
}

describe('newsletter form', () => {
  it('rejects a malformed address with the localized spec text', async () => {
    await renderForm('en');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the address in Greek when it is empty', async () => {
    await renderForm('el');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Εγγραφή' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Το πεδίο είναι υποχρεωτικό');
  });

  it('says on the field why the API refused the address, and keeps it', async () => {
    const limited = 'Πάρα πολλές υποβολές από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.';
    const refused: MockedResponse = {
      ...subscribed,
      result: {
        data: {
          submitForm: {
            status: 'INVALID',
            notice: limited,
            errors: [{ field: 'email', code: 'tooManyRequests', message: limited }],
            messages: [limited],
          },
        },
      },
    };
    await renderForm('el', [refused]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Το e-mail σας'), 'maria@example.gr');
    await user.click(screen.getByRole('button', { name: 'Εγγραφή' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByLabelText('Το e-mail σας')).toHaveValue('maria@example.gr');
  });

  it('asks the subscriber to open the link e-mailed to them, and empties the field', async () => {
    await renderForm('en', [subscribed]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail'), 'maria@example.gr');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done: we have e-mailed you a link. Open it to confirm your subscription.',
    );
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('');
  });
});
