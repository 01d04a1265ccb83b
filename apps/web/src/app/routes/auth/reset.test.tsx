import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { VALIDATION } from '@store/shared/validation-words';
import { fakeServer } from '../../../test/fake-server';
import { ACCOUNT_LANDINGS, renderScreen } from '../../../test/render-app';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';

describe('/forgot-password', () => {
  it('validates the e-mail', async () => {
    renderScreen(<ForgotPasswordRoute />, { routes: ACCOUNT_LANDINGS, path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
  });

  it("'Email not found' for an unknown e-mail, 'Something went wrong' otherwise", async () => {
    let status = 404;
    fakeServer(() => ({ status, text: status === 404 ? 'Email not found' : 'boom' }));
    renderScreen(<ForgotPasswordRoute />, { routes: ACCOUNT_LANDINGS, path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MSG.emailNotFound)).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeInTheDocument();
  });

  it('shows the server text and goes to /verify-reset-otp after 1.5 s', async () => {
    const requests = fakeServer(() => ({ text: 'OTP sent to your email.' }));
    renderScreen(<ForgotPasswordRoute />, { routes: ACCOUNT_LANDINGS, path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    expect(requests[0]!.query.get('email')).toBe('asha@example.com');
    expect(requests[0]!.body).toBe('');
    expect(await screen.findByText('Landed on /verify-reset-otp', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('landed-state')).toHaveTextContent('{"email":"asha@example.com"}');
  });
});

describe('/reset-password', () => {
  const state = { email: 'asha@example.com', resetToken: 'reset-token-1234567890' };

  it('goes back to /forgot-password without the e-mail and reset token', () => {
    renderScreen(<ResetPasswordRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/reset-password',
      state: { email: 'asha@example.com' },
    });
    expect(screen.getByText('Landed on /forgot-password')).toBeInTheDocument();
  });

  it('checks the length and the match', async () => {
    renderScreen(<ResetPasswordRoute />, { routes: ACCOUNT_LANDINGS, path: '/reset-password', state });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(VALIDATION.passwordMinReset)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '6');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('sends the reset and goes to /login after 2 s; a failure shows the server text or the fallback', async () => {
    let answer: { status?: number; text: string } = { status: 400, text: 'Invalid or expired reset token.' };
    const requests = fakeServer(() => answer);
    renderScreen(<ResetPasswordRoute />, { routes: ACCOUNT_LANDINGS, path: '/reset-password', state });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Brand#new9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand#new9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired reset token.')).toBeInTheDocument();
    answer = { status: 500, text: '' };
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.somethingWentWrongTryAgain)).toBeInTheDocument();
    answer = { text: 'Password reset successfully.' };
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
    expect(JSON.parse(requests.at(-1)!.body)).toEqual({ ...state, newPassword: 'Brand#new9' });
    expect(await screen.findByText('Landed on /login', {}, { timeout: 3500 })).toBeInTheDocument();
  });
});
