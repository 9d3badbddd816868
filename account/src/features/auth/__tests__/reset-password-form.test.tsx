import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { account } from '../../../lib/remote';
import { ResetPasswordDocument } from '../../../lib/graphql/generated';
import { ResetPasswordForm } from '../reset-password-form';

beforeAll(() => initTestI18n(account.translations));

const input = { token: 'tok', password: 'Kalinixta-2026!', passwordConfirmation: 'Kalinixta-2026!' };
const answer = (result: {
  status: string;
  notice: string | null;
  errors: { field: string; code: string; message: string }[];
}): MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { input } },
  result: {
    data: {
      resetPassword: {
        __typename: 'PasswordResetResult',
        ...result,
        errors: result.errors.map((error) => ({ __typename: 'FieldError', ...error })),
      },
    },
  },
});

async function choose(mocks: MockedResponse[]) {
  const user = userEvent.setup();
  renderWithHost(<ResetPasswordForm token="tok" />, { locale: 'en', mocks });
  await user.type(screen.getByLabelText('New password'), input.password);
  await user.type(screen.getByLabelText('Confirm password'), input.passwordConfirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

it('says the password changed and leads to the login', async () => {
  await choose([answer({ status: 'SUCCESS', notice: 'Your password has been changed. Log in with your new password.', errors: [] })]);
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login');
});

it('offers a new link when this one is no longer valid, keeping what was typed', async () => {
  const message = 'This link is no longer valid (it has expired or was used). Please ask for a new one.';
  await choose([answer({ status: 'INVALID', notice: message, errors: [{ field: 'token', code: 'invalidValue', message }] })]);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/en/auth/forgot-password');
  expect(screen.getByLabelText('New password')).toHaveValue(input.password);
});

it('checks the confirmation before sending', async () => {
  const user = userEvent.setup();
  renderWithHost(<ResetPasswordForm token="tok" />, { locale: 'en', mocks: [] });
  await user.type(screen.getByLabelText('New password'), input.password);
  await user.type(screen.getByLabelText('Confirm password'), 'something else');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
});
