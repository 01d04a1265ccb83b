import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { signIn } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { FriendRequestsRoute } from './friend-requests';

const PATH = '/profile/friend-requests';
const fromAsha = {
  id: 'r1',
  senderId: 'u-asha',
  senderName: 'Asha',
  senderEmail: 'as•••@example.com',
  createdAt: '2025-03-05T09:30:00.000Z',
};
const fromBela = { id: 'r2', senderId: 'u-bela', senderName: 'Bela', createdAt: '2025-03-04T09:30:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe('friend requests', () => {
  it('without a token shows Not logged in', () => {
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
  });

  it('shows the count, senders and when each was sent', async () => {
    signIn();
    fakeServer(() => ({ body: [fromAsha, fromBela] }));
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    expect(await screen.findByText('2 pending request(s)')).toBeInTheDocument();
    const row = screen.getByText('Asha').closest('li')!;
    const expected = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(fromAsha.createdAt));
    expect(row).toHaveTextContent(`Sent ${expected}`);
    // The sender's masked e-mail beside the name, so a look-alike name cannot pass as a friend.
    expect(row).toHaveTextContent('as•••@example.com');
    expect(expected).toMatch(/^Mar [45], 2025, \d\d:\d\d (AM|PM)$/);
  });

  it('Accept: Accepting..., the alert, and the row disappears', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    fakeServer(async ({ method }) => {
      if (method === 'POST') await gate;
      return method === 'POST' ? { body: { message: 'ok' } } : { body: [fromAsha, fromBela] };
    });
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    const row = (await screen.findByText('Asha')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(within(row).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();
    release();
    expect(await screen.findByText('Friend request accepted!')).toBeInTheDocument();
    expect(screen.queryByText('Asha')).not.toBeInTheDocument();
    expect(screen.getByText('1 pending request(s)')).toBeInTheDocument();
  });

  it('Reject: the alert, the row disappears, and the sender is remembered as rejected', async () => {
    signIn();
    fakeServer(({ method }) => (method === 'POST' ? { body: { message: 'ok' } } : { body: [fromAsha] }));
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Friend request rejected.')).toBeInTheDocument();
    expect(await screen.findByText('No Pending Requests')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('rejectedFriendRequests')!)).toEqual(['u-asha']);
  });

  it.each([
    ['Accept', 'Error accepting request: Friend request not found'],
    ['Reject', 'Error rejecting request: Friend request not found'],
  ])('%s failing alerts %s and keeps the row', async (button, message) => {
    signIn();
    fakeServer(({ method }) =>
      method === 'POST' ? { status: 404, body: { message: 'Friend request not found' } } : { body: [fromAsha] },
    );
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
  });

  it('empty: No Pending Requests with Search for Friends', async () => {
    signIn();
    fakeServer(() => ({ body: [] }));
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    expect(await screen.findByText('No Pending Requests')).toBeInTheDocument();
    expect(screen.getByText("You don't have any pending friend requests.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for Friends' })).toHaveAttribute('href', '/profile/search-friends');
  });

  it('a failed load: Failed to fetch pending requests, Back to Profile', async () => {
    signIn();
    fakeServer(() => ({ status: 500, body: {} }));
    renderScreen(<FriendRequestsRoute />, { path: PATH });
    expect(await screen.findByText('Failed to fetch pending requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  });
});
