import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { account } from '../../../lib/remote';
import { LoginForm } from '../login-form';

beforeAll(() => initTestI18n(account.translations));

const refusal = 'The email or password is incorrect.';

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 400,
    json: async () => ({ error: 'invalid_grant', error_description: refusal }),
  })) as unknown as typeof fetch;
});

it('shows the spec §5 messages: Required, then a valid e-mail', async () => {
  const user = userEvent.setup();
  renderWithHost(<LoginForm />, { locale: 'en' });
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findAllByText('Required')).toHaveLength(2);
  await user.type(screen.getByLabelText('Email'), 'maria@');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

it("shows the server's refusal as it is, sent in the visitor's language, and keeps what was typed", async () => {
  const user = userEvent.setup();
  renderWithHost(<LoginForm />, { locale: 'en' });
  await user.type(screen.getByLabelText('Email'), 'maria@example.gr');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByTestId('login-refusal')).toHaveTextContent(refusal);
  const [url, init] = (fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/oauth/token');
  expect(init.headers).toMatchObject({ Locale: 'en', Tenant: 'remac' });
  expect(JSON.parse(String(init.body))).toEqual({ grant_type: 'password', username: 'maria@example.gr', password: 'wrong-password' });
  expect(screen.getByLabelText('Email')).toHaveValue('maria@example.gr');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
});
