// The home screen: the women/men switch over the hero and the categories, the tiles' entrance,
// the footer, and the first hero image's preload.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '@store/shared/catalogue';
import { renderApp } from '../../test/render-app';
import { HomeRoute } from './home';

const slides = HERO_SLIDES.women;
const activeSlide = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .find((a) => a.getAttribute('aria-roledescription') === 'slide' && a.getAttribute('aria-hidden') === 'false');

describe('HomeRoute', () => {
  it('defaults to women; switching to men shows the men slides from the first and MEN CATEGORIES', () => {
    renderApp([{ path: '/home', element: <HomeRoute /> }], { url: '/home' });
    expect(screen.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'WOMEN CATEGORIES' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName(/2 of 6/);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Men' })));
    expect(screen.getByRole('heading', { name: 'MEN CATEGORIES' })).toBeInTheDocument();
    expect(activeSlide()).toHaveAccessibleName(`Shop the edit ${HERO_SLIDES.men[0]!.name}, 1 of 5`);
    // Every men's tile leads to a listing.
    for (const name of ['Trousers', 'Kurta', 'Formals', 'Pants', 'Hoodies']) {
      const tile = screen.getByRole('link', { name: new RegExp(`^${name}$`, 'i') });
      expect(tile.getAttribute('href')).toMatch(/^\/explore\/[A-Za-z]+$/);
    }
  });

  it('tiles enter 0.1 s apart; footer links and copyright', () => {
    renderApp([{ path: '/home', element: <HomeRoute /> }], { url: '/home' });
    const tiles = screen.getAllByRole('listitem').filter((li) => li.className.includes('animate-rise-in'));
    // Classes, not style attributes (the server-rendered page's CSP, ADR 0702).
    expect(tiles.map((t) => t.className.match(/\[animation-delay:([\d.]+s)\]/)?.[1]).slice(0, 3)).toEqual([
      '0s',
      '0.1s',
      '0.2s',
    ]);
    expect(tiles.every((t) => !t.getAttribute('style'))).toBe(true);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ])
      expect(footer.querySelector(`a[href="${href}"]`)).toHaveTextContent(name!);
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('preloads the first hero image', () => {
    renderApp([{ path: '/home', element: <HomeRoute /> }], { url: '/home' });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toContain(`/images/${slides[0]!.image}?w=`);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
