import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '@store/shared/catalogue';
import { renderApp } from '../../../test/render-app';
import { HeroCarousel, wrapIndex } from './hero-carousel';

const slides = HERO_SLIDES.women;
// jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe needs.
if (typeof window.PointerEvent === 'undefined') {
  (window as { PointerEvent?: unknown }).PointerEvent = class extends MouseEvent {};
}
const activeSlide = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .find((a) => a.getAttribute('aria-roledescription') === 'slide' && a.getAttribute('aria-hidden') === 'false');

function renderCarousel() {
  return renderApp(
    [
      { path: '/home', element: <HeroCarousel slides={slides} label="Women's styles" /> },
      { path: '/explore/:type', element: <p>listing page</p> },
    ],
    { url: '/home' },
  );
}

describe('HeroCarousel', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(5, 1, 6)).toBe(0);
    renderCarousel();
    expect(activeSlide()).toHaveAccessibleName(`Shop the edit ${slides[0]!.name}, 1 of 6`);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAccessibleName(`Shop the edit ${slides[5]!.name}, 6 of 6`);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName(`Shop the edit ${slides[0]!.name}, 1 of 6`);
  });

  it('a swipe of 50 px or more changes the slide (left: next, right: previous); a shorter one does not', () => {
    renderCarousel();
    const track = screen.getByTestId('hero-track');
    const swipe = (dx: number) => {
      fireEvent.pointerDown(track, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(track, { clientX: 200 + dx, clientY: 100 });
    };
    swipe(-49);
    expect(activeSlide()).toHaveAccessibleName(/1 of 6/);
    swipe(-50);
    expect(activeSlide()).toHaveAccessibleName(/2 of 6/);
    swipe(80);
    expect(activeSlide()).toHaveAccessibleName(/1 of 6/);
    swipe(80);
    expect(activeSlide()).toHaveAccessibleName(/6 of 6/);
  });

  it('a click on a slide opens /explore/{type}', async () => {
    renderCarousel();
    fireEvent.click(activeSlide()!);
    expect(await screen.findByText('listing page')).toBeInTheDocument();
  });

  it('images: no alt of their own (the slide link names them), width and height; only the first is eager', () => {
    const { container } = renderCarousel();
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(slides.length);
    imgs.forEach((img, i) => {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    });
  });
});
