import { useToasts, dismiss } from '../../lib/notify';

const TONES = {
  info: 'bg-ink text-white',
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
} as const;

/** Renders the app's alerts above the bottom tab bar. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto w-full max-w-sm animate-rise-in rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${TONES[t.tone]}`}
          onClick={() => dismiss(t.id)}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
