import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import type { MockedResponse } from '@apollo/client/testing';
import { NewsletterConfirmation } from '../newsletter-confirmation';
import { content } from '../../../lib/remote';
import { ConfirmNewsletterDocument } from '../../../lib/graphql/generated';

const answer = (token: string, status: 'CONFIRMED' | 'UNKNOWN'): MockedResponse => ({
  request: { query: ConfirmNewsletterDocument, variables: { token } },
  result: { data: { confirmNewsletter: { __typename: 'NewsletterConfirmation', status } } },
});

async function renderPage(locale: 'el' | 'en', token: string, mocks: MockedResponse[]) {
  await initTestI18n(content.translations, locale);
  renderWithHost(<NewsletterConfirmation token={token} title={`${locale}: Confirm your subscription`} intro="Press Confirm" />, {
    locale,
    mocks,
  });
}

describe('the newsletter confirmation page', () => {
  it('confirms only when the subscriber presses Confirm, then says so', async () => {
    await renderPage('en', 'tok-1', [answer('tok-1', 'CONFIRMED')]);
    expect(screen.getByRole('heading', { level: 1, name: 'en: Confirm your subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed. Thank you!');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in Greek when the link is not valid any more, and how to subscribe again', async () => {
    await renderPage('el', 'old', [answer('old', 'UNKNOWN')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Επιβεβαίωση' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ο σύνδεσμος δεν ισχύει πια');
  });

  it('keeps the button when the API cannot be reached, so the subscriber can try again', async () => {
    await renderPage('en', 'tok-2', [
      { request: { query: ConfirmNewsletterDocument, variables: { token: 'tok-2' } }, error: new TypeError('Failed to fetch') },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
