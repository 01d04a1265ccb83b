// The sign-up password strength meter (docs/product.md, Accounts): Weak, Medium or Strong.
import { MAX_STRENGTH_SCORE, passwordStrength } from '@store/shared/password-strength';
import { authWords } from '../words/auth';

const TONES = { Weak: 'bg-danger', Medium: 'bg-amber-600', Strong: 'bg-success' } as const;
const TEXT = { Weak: 'text-danger', Medium: 'text-amber-700', Strong: 'text-success' } as const;

export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const percent = Math.round((score / MAX_STRENGTH_SCORE) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-label={authWords('passwordStrength')}
        aria-valuemin={0}
        aria-valuemax={MAX_STRENGTH_SCORE}
        aria-valuenow={score}
        aria-valuetext={authWords(label)}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div className={`h-full rounded-full transition-all ${TONES[label]}`} style={{ width: `${percent}%` }} />
      </div>
      <span className={`w-16 text-right text-xs font-semibold ${TEXT[label]}`} data-testid="strength-label">
        {authWords(label)}
      </span>
    </div>
  );
}
