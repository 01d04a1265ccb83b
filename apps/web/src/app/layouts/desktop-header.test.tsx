// The desktop header (ADR 2907, 3004): the server draws it whole; a phone's hydration keeps only
// its empty frame, whose contents come once the screen is wide; a wide screen hydrates it whole.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedProvider } from '../../components/ui/use-hydrated';
import { testQueryClient } from '../../test/render-app';
import { DesktopHeader } from './desktop-header';

const page = (hydrating: boolean) => (
  <QueryClientProvider client={testQueryClient()}>
    <HydratedProvider hydrating={hydrating}>
      <MemoryRouter initialEntries={['/explore/partyWomen']}>
        <DesktopHeader />
      </MemoryRouter>
    </HydratedProvider>
  </QueryClientProvider>
);

/** A screen `wide` or not at the header's breakpoint, which can widen later. */
function fakeScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: wide,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === '(min-width: 64rem)' ? list : { ...list, matches: false })),
  );
  return {
    widen() {
      list.matches = true;
      for (const listener of listeners) listener();
    },
  };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The server's HTML (drawn with no matchMedia, as on the server), then hydrated on `screen`. */
function hydrateServerHtml(wide: boolean) {
  const html = renderToString(page(true));
  const screen = fakeScreen(wide);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const header = container.querySelector('header')!;
  const serverLink = within(header).getByRole('link', { name: 'SAATH' });
  act(() => {
    root = hydrateRoot(container!, page(true));
  });
  return { screen, header, serverLink };
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.unstubAllGlobals();
});

describe('DesktopHeader', () => {
  it('is drawn whole by the server', () => {
    const html = renderToString(page(true));
    expect(html).toContain('data-testid="desktop-header"');
    expect(html).toContain('SAATH');
    expect(html).toContain('action="/search"');
  });

  it("keeps only its frame when a phone's page hydrates, and draws its contents once the screen is wide", () => {
    const { screen, header } = hydrateServerHtml(false);
    expect(container!.querySelector('header')).toBe(header);
    expect(header).toHaveAttribute('data-testid', 'desktop-header');
    expect(header).toHaveClass('hidden', 'lg:block');
    expect(header.childNodes).toHaveLength(0);

    act(() => screen.widen());
    const drawn = within(header);
    expect(drawn.getByRole('link', { name: 'SAATH' })).toHaveAttribute('href', '/home');
    expect(drawn.getByRole('searchbox')).toBeInTheDocument();
    expect(drawn.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
  });

  it("hydrates the server's header on a wide screen, keeping its elements", () => {
    const { header, serverLink } = hydrateServerHtml(true);
    expect(container!.querySelector('header')).toBe(header);
    expect(within(header).getByRole('link', { name: 'SAATH' })).toBe(serverLink);
    expect(within(header).getByRole('searchbox')).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Shop by category' })).toBeInTheDocument();
  });
});
