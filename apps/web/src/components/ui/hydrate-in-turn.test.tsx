// Hydration a section at a time (ADR 3005): the page's hydration keeps a section's server DOM
// without hydrating it; each section hydrates later in a task of its own, in document order,
// first as the server drew it; outside the first hydration a section draws at once.
import { act, fireEvent, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '../../lib/tasks';
import { allSectionsHydrated, HydrateInTurn, hydrateInTurns } from './hydrate-in-turn';
import { HydratedProvider, useHydrated } from './use-hydrated';

/** Each render of a counter is logged, so a test sees which section drew in which task. */
const drawn: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const live = useHydrated();
  drawn.push(`${name}:${live ? 'live' : 'server'}`);
  return (
    <button type="button" data-live={live || undefined} onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

const page = (hydrating: boolean) => (
  <HydratedProvider hydrating={hydrating}>
    <main>
      <Counter name="header" />
      <HydrateInTurn>
        <section>
          <Counter name="first" />
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section>
          <Counter name="second" />
        </section>
      </HydrateInTurn>
    </main>
  </HydratedProvider>
);

const oneTask = () => act(nextTask);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  drawn.length = 0;
});

/** The server's HTML of `tree`, its buttons marked so a test can tell the server's elements from new ones. */
function serverPage(tree: ReactElement) {
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  for (const button of container.querySelectorAll('button')) button.dataset.server = '';
  drawn.length = 0;
  return container;
}

const button = (name: string) =>
  [...container!.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

describe('HydrateInTurn', () => {
  it('keeps a section the server drew, and hydrates it in a later task of its own, in order', async () => {
    const html = serverPage(page(true)).innerHTML;
    act(() => hydrateInTurns(() => (root = hydrateRoot(container!, page(true)))));
    // The page's hydration drew the header only; the sections are the server's, untouched.
    expect(drawn.filter((d) => d.endsWith(':server'))).toEqual(['header:server']);
    fireEvent.click(button('first'));
    expect(button('first').textContent).toBe('first 0');

    // Task after task: the first section draws in one, and the second not in the same one.
    for (let task = 0; task < 5 && !drawn.some((d) => d.startsWith('first:')); task++) await oneTask();
    expect(drawn.some((d) => d.startsWith('first:'))).toBe(true);
    expect(drawn.some((d) => d.startsWith('second:'))).toBe(false);
    await act(() => allSectionsHydrated());
    // Each section drew first as the server did, then as the browser knows it.
    expect(drawn.filter((d) => d.startsWith('first:'))).toEqual(['first:server', 'first:live']);
    expect(drawn.filter((d) => d.startsWith('second:'))).toEqual(['second:server', 'second:live']);

    // The server's elements went live in place, none drawn again.
    for (const name of ['header', 'first', 'second']) {
      expect(button(name).dataset.server).toBe('');
      expect(button(name).dataset.live).toBe('true');
    }
    expect(container!.querySelectorAll('button')).toHaveLength(3);
    fireEvent.click(button('second'));
    expect(button('second').textContent).toBe('second 1');
    expect(container!.innerHTML.replaceAll(/ data-live="true"/g, '').replace('second 1', 'second 0')).toBe(html);
  });

  it('hydrates an early section before the others, wherever it is on the page', async () => {
    const withEarlyLast = (hydrating: boolean) => (
      <HydratedProvider hydrating={hydrating}>
        <main>
          <HydrateInTurn>
            <section>
              <Counter name="first" />
            </section>
          </HydrateInTurn>
          <HydrateInTurn early>
            <nav>
              <Counter name="tabs" />
            </nav>
          </HydrateInTurn>
        </main>
      </HydratedProvider>
    );
    serverPage(withEarlyLast(true));
    act(() => hydrateInTurns(() => (root = hydrateRoot(container!, withEarlyLast(true)))));
    await act(() => allSectionsHydrated());
    expect(drawn.filter((d) => d.endsWith(':server'))).toEqual(['tabs:server', 'first:server']);
    fireEvent.click(button('tabs'));
    expect(button('tabs').textContent).toBe('tabs 1');
  });

  it('draws its section at once outside the first hydration', () => {
    render(page(false));
    expect(drawn).toEqual(['header:live', 'first:live', 'second:live']);
  });

  it('resolves at once when no section waits', async () => {
    await expect(allSectionsHydrated()).resolves.toBeUndefined();
  });
});
