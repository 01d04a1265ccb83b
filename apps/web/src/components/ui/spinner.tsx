/** A small spinner with a label for screen readers. */
export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
