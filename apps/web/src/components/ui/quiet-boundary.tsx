import { Component, type ReactNode } from 'react';

/**
 * For an extra that may be left out (a lazily loaded menu entry): should it fail to load or
 * draw, nothing (or `fallback`, a line saying so) is shown in its place, and the screen around
 * it goes on working.
 */
export class QuietBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
