// The app's alerts: short messages shown as toasts (role="alert"), with the product's exact words (docs/product.md).
import { useSyncExternalStore } from 'react';

export type Tone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

const TOAST_MS = 4000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(message: string, tone: Tone = 'info', durationMs = TOAST_MS): void {
  const toast = { id: nextId++, message, tone };
  toasts = [...toasts.slice(-2), toast];
  emit();
  setTimeout(() => dismiss(toast.id), durationMs);
}

export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
