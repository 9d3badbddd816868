import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import type { MockedResponse } from '@apollo/client/testing';
import { NewsletterUnsubscription } from '../newsletter-unsubscription';
import { content } from '../../../lib/remote';
import { UnsubscribeNewsletterDocument } from '../../../lib/graphql/generated';

const answer = (token: string, status: 'UNSUBSCRIBED' | 'UNKNOWN'): MockedResponse => ({
  request: { query: UnsubscribeNewsletterDocument, variables: { token } },
  result: { data: { unsubscribeNewsletter: { __typename: 'NewsletterUnsubscription', status } } },
});

async function renderPage(locale: 'el' | 'en', token: string, mocks: MockedResponse[]) {
  await initTestI18n(content.translations, locale);
  renderWithHost(<NewsletterUnsubscription token={token} title={`${locale}: Unsubscribe`} intro="Press Unsubscribe" />, { locale, mocks });
}

describe('the newsletter unsubscribe page', () => {
  it('takes the address off the list only when the subscriber presses Unsubscribe, then says so', async () => {
    await renderPage('en', 'tok-1', [answer('tok-1', 'UNSUBSCRIBED')]);
    expect(screen.getByRole('heading', { level: 1, name: 'en: Unsubscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in Greek when the link is wrong or the address already left', async () => {
    await renderPage('el', 'gone', [answer('gone', 'UNKNOWN')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Διαγραφή' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('έχει ήδη διαγραφεί από τη λίστα');
  });

  it('keeps the button when the API cannot be reached, so the subscriber can try again', async () => {
    await renderPage('en', 'tok-2', [
      { request: { query: UnsubscribeNewsletterDocument, variables: { token: 'tok-2' } }, error: new TypeError('Failed to fetch') },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
