/** A small spinner with a label for screen readers. */
import { t } from '../../lib/i18n/messages';
export function Spinner({ label = t('loading'), className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-line border-t-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
