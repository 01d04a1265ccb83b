// Hydration a section at a time (ADR 3005). Preact hydrates a server-drawn page in one call; on a
// mid-range phone a whole page is one task of 250–350 ms, all of it Total Blocking Time. A section
// wrapped in <HydrateInTurn> is skipped by that call (it suspends, and Preact keeps the server's
// DOM for it, ADR 3003) and hydrated later in a task of its own, in document order (the early
// ones first), one section a task. Outside the first hydration (a page the browser draws, a
// client navigation) it draws its section at once.
import { Component, Suspense, type ReactElement } from 'react';
import { nextTask } from '../../lib/tasks';
import { HydratedProvider } from './use-hydrated';

let firstHydration = false;

/** The sections waiting for their turn, the early ones first, each in document order. */
const waiting: { release: () => void; early: boolean }[] = [];
let pumping: Promise<void> | undefined;

/** Releases one waiting section a task (it draws in a microtask of that task), until none waits. */
async function pump() {
  while (waiting.length > 0) {
    await nextTask();
    waiting.shift()!.release();
  }
  await nextTask();
  pumping = undefined;
}

/** A turn: resolves at the start of the task in which the section is to hydrate. */
function takeTurn(early: boolean): Promise<void> {
  return new Promise((release) => {
    const at = early ? waiting.findIndex((w) => !w.early) : -1;
    waiting.splice(at === -1 ? waiting.length : at, 0, { release, early });
    pumping ??= pump();
  });
}

/** Runs `hydrate` (a synchronous `hydrateRoot`) with the sections it draws deferred to their turns. */
export function hydrateInTurns(hydrate: () => void): void {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
}

/** Resolves once every section deferred so far has hydrated (at once when none waits). */
export const allSectionsHydrated = (): Promise<void> => pumping ?? Promise.resolve();

interface SectionProps {
  /** One element: what the server drew for it is one DOM node, which Preact keeps while it waits. */
  children: ReactElement;
  /** Hydrated before the sections that are not (the tab bar: the likeliest first tap). */
  early?: boolean;
}

/**
 * A class, not a function: Preact drops the hooks of a component that suspends before its first
 * commit, but keeps the instance, so the turn it waits for stays on it.
 */
class Section extends Component<SectionProps> {
  /** Set when the first hydration reached the section: from then on it hydrates in its turn. */
  private turn: Promise<void> | undefined;
  private due = false;

  override render() {
    if (!this.turn && !firstHydration) return this.props.children;
    if (this.due) {
      // The section hydrates as the page did: first as the server drew it, then as the browser
      // knows it (the stored token, the screen's width) in a render of its own (use-hydrated.tsx).
      return <HydratedProvider hydrating>{this.props.children}</HydratedProvider>;
    }
    this.turn ??= takeTurn(this.props.early ?? false).then(() => {
      this.due = true;
    });
    throw this.turn;
  }
}

/** A section of a server-drawn page, hydrated in a task of its own after the page's first hydration. */
export function HydrateInTurn({ children, early }: SectionProps) {
  return (
    <Suspense fallback={null}>
      <Section early={early}>{children}</Section>
    </Suspense>
  );
}
