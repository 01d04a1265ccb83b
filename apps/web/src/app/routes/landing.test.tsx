import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANDING_BUTTON_DELAY_MS } from '@store/shared/constants';
import { MSG } from '@store/shared/messages';
import { renderAt } from '../../test/render-app';
import { LandingRoute } from './landing';

describe('LandingRoute', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'waitlist-url';
    meta.content = 'https://forms.example.com/wait';
    document.head.append(meta);
  });
  afterEach(() => {
    document.head.querySelector('meta[name="waitlist-url"]')?.remove();
    vi.useRealTimers();
  });

  it('a muted, looping, inline background video with a poster, and a way into the store', () => {
    const { container } = renderAt('/', '/', <LandingRoute />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/landing-poster.webp');
    expect(screen.getByRole('link', { name: /Enter the store/ })).toHaveAttribute('href', '/home');
  });

  it("'Join the Waiting List Now' appears after 7 s and opens the form in a new tab", () => {
    vi.useFakeTimers();
    renderAt('/', '/', <LandingRoute />);
    act(() => vi.advanceTimersByTime(LANDING_BUTTON_DELAY_MS - 1));
    expect(screen.queryByText(MSG.joinWaitlist)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const link = screen.getByRole('link', { name: MSG.joinWaitlist });
    expect(link).toHaveAttribute('href', 'https://forms.example.com/wait');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
