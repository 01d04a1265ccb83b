import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@store/shared/messages';
import { VALIDATION } from '@store/shared/validation-words';
import { fakeServer } from '../../../test/fake-server';
import { ACCOUNT_LANDINGS, renderScreen } from '../../../test/render-app';
import { SignupRoute } from './signup';

const fill = async (fields: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) => {
  const user = userEvent.setup();
  if (fields.name !== undefined) await user.type(screen.getByLabelText('Full name'), fields.name);
  if (fields.email !== undefined) await user.type(screen.getByLabelText('Email address'), fields.email);
  if (fields.password !== undefined) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm !== undefined) await user.type(screen.getByLabelText('Confirm password'), fields.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
};

describe('/signup', () => {
  it('shows every required-field message and calls nothing', async () => {
    const requests = fakeServer(() => ({ status: 500 }));
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    await fill({});
    expect(await screen.findByText(VALIDATION.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailAddressRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('checks the name length after trimming, the e-mail format and the password length', async () => {
    fakeServer(() => ({ status: 500 }));
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    await fill({ name: '  a ', email: 'asha@', password: '12345', confirm: '12345' });
    expect(await screen.findByText(VALIDATION.nameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMinLogin)).toBeInTheDocument();
  });

  it('says when the passwords do not match', async () => {
    fakeServer(() => ({ status: 500 }));
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    await fill({ name: 'Asha Rao', email: 'asha@example.com', password: 'secret1', confirm: 'secret2' });
    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('rates the password as it is typed: Weak, Medium, Strong', async () => {
    const user = userEvent.setup();
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Password');
    await user.type(field, 'abc');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Weak');
    await user.type(field, 'defgh');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Medium');
    await user.type(field, 'A1!');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Strong');
  });

  it('sends the trimmed, lower-cased e-mail and goes to /verify-otp after 1.5 s', async () => {
    const attemptId = '0b7c6f1e-2d43-4c1a-9a55-7d3e1b2c4f60';
    const requests = fakeServer(() => ({ status: 201, body: { message: 'OTP sent to your email.', attemptId } }));
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    await fill({ name: ' Asha Rao ', email: '  Asha@Example.com ', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body)).toEqual({ name: 'Asha Rao', email: 'asha@example.com', password: 'secret1' });
    expect(screen.queryByText('Landed on /verify-otp')).not.toBeInTheDocument();
    expect(await screen.findByText('Landed on /verify-otp', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('landed-state')).toHaveTextContent(
      `{"email":"asha@example.com","attemptId":"${attemptId}"}`,
    );
  });

  it('shows the server message, the fallback, or the network message', async () => {
    let answer: Parameters<typeof fakeServer>[0] = () => ({ status: 409, body: { message: 'Already registered' } });
    fakeServer((r) => answer(r));
    renderScreen(<SignupRoute />, { routes: ACCOUNT_LANDINGS, path: '/signup' });
    await fill({ name: 'Asha', email: 'a@b.co', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('Already registered')).toBeInTheDocument();
    answer = () => ({ status: 500, text: '' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MSG.registrationFailed)).toBeInTheDocument();
    answer = () => 'offline';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByText(MSG.networkError)).toBeInTheDocument());
  });
});
