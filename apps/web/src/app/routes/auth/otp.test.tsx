import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { VALIDATION } from '@store/shared/validation-words';
import { fakeServer } from '../../../test/fake-server';
import { ACCOUNT_LANDINGS, renderScreen } from '../../../test/render-app';
import { VerifyOtpRoute } from './verify-otp';
import { VerifyResetOtpRoute } from './verify-reset-otp';

const boxes = () => [1, 2, 3, 4].map((i) => screen.getByLabelText(`Digit ${i} of 4`) as HTMLInputElement);
const values = () => boxes().map((b) => b.value);

afterEach(() => vi.useRealTimers());

describe('/verify-otp', () => {
  it('goes back to /signup without an e-mail in the navigation state', () => {
    renderScreen(<VerifyOtpRoute />, { routes: ACCOUNT_LANDINGS, path: '/verify-otp' });
    expect(screen.getByText('Landed on /signup')).toBeInTheDocument();
  });

  it('takes one digit per box, moves on, and refuses fewer than 4', async () => {
    const requests = fakeServer(() => ({ text: 'ok' }));
    const user = userEvent.setup();
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    await user.type(boxes()[0]!, '1x2');
    expect(values()).toEqual(['1', '2', '', '']);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(VALIDATION.otpIncompleteSignup)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('the fourth digit typed sends the code, with no tap on Verify', async () => {
    const requests = fakeServer(() => ({ text: MSG.accountCreated }));
    const user = userEvent.setup();
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    await user.type(boxes()[0]!, '567');
    expect(requests).toHaveLength(0);
    await user.type(boxes()[3]!, '8');
    expect(await screen.findByText(MSG.accountCreated)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toBe('email=asha%40example.com&otp=5678');
  });

  it('a paste takes the first four digits', () => {
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => 'code: 98-7654' } });
    expect(values()).toEqual(['9', '8', '7', '6']);
  });

  it('sends the code form-encoded; success says so and goes to /login after 2 s', async () => {
    const requests = fakeServer(() => ({ text: MSG.accountCreated }));
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText(MSG.accountCreated)).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      path: '/auth/user/verify-otp',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(requests[0]!.body).toBe('email=asha%40example.com&otp=1234');
    expect(await screen.findByText('Landed on /login', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(screen.getByTestId('landed-state')).toHaveTextContent(MSG.accountCreated);
  });

  it('sends the sign-up attempt id from the navigation state with the code', async () => {
    const requests = fakeServer(() => ({ text: MSG.accountCreated }));
    const attemptId = '0b7c6f1e-2d43-4c1a-9a55-7d3e1b2c4f60';
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com', attemptId },
    });
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText(MSG.accountCreated)).toBeInTheDocument();
    expect(requests[0]!.body).toBe(`email=asha%40example.com&otp=1234&attemptId=${attemptId}`);
  });

  it('a failure shows the server text (or the fallback) and clears the boxes', async () => {
    let text = 'OTP has expired. Please request a new one.';
    fakeServer(() => ({ status: 400, text }));
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(values()).toEqual(['', '', '', '']);
    text = '';
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText(MSG.invalidOtp)).toBeInTheDocument();
  });

  it('counts down 5 minutes, then Resend asks the server for a new code and restarts the timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = fakeServer(() => ({ text: 'A new OTP has been sent to your email.' }));
    renderScreen(<VerifyOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-otp',
      state: { email: 'asha@example.com' },
    });
    expect(screen.getByText('5:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('4:00')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(240_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    fireEvent.click(resend);
    expect(await screen.findByText('A new OTP has been sent to your email.')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/user/resend-otp' });
    expect(requests[0]!.query.get('email')).toBe('asha@example.com');
    await waitFor(() => expect(screen.getByText('5:00')).toBeInTheDocument());
  });
});

describe('/verify-reset-otp', () => {
  it('goes back to /forgot-password without an e-mail in the navigation state', () => {
    renderScreen(<VerifyResetOtpRoute />, { routes: ACCOUNT_LANDINGS, path: '/verify-reset-otp' });
    expect(screen.getByText('Landed on /forgot-password')).toBeInTheDocument();
  });

  it("refuses fewer than 4 digits with the reset screen's words", async () => {
    renderScreen(<VerifyResetOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-reset-otp',
      state: { email: 'asha@example.com' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(VALIDATION.otpIncompleteReset)).toBeInTheDocument();
  });

  it('passes the reset token on to /reset-password after 1.5 s; errors show the server text', async () => {
    let ok = false;
    const requests = fakeServer(() =>
      ok
        ? { body: { resetToken: 'reset-token-1234567890', message: 'OTP verified.' } }
        : { status: 400, text: 'Invalid OTP. Please try again.' },
    );
    renderScreen(<VerifyResetOtpRoute />, {
      routes: ACCOUNT_LANDINGS,
      path: '/verify-reset-otp',
      state: { email: 'asha@example.com' },
    });
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '4321' } });
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    ok = true;
    // The fourth digit sends the code itself.
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '4321' } });
    expect(await screen.findByText('OTP verified.')).toBeInTheDocument();
    expect(requests[1]!.query.get('otp')).toBe('4321');
    expect(await screen.findByText('Landed on /reset-password', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('landed-state').textContent!)).toEqual({
      email: 'asha@example.com',
      resetToken: 'reset-token-1234567890',
    });
  });
});
