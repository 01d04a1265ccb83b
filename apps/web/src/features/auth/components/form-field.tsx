// A labelled input with its validation message; passwords get a show/hide toggle. The account
// screens' e-mail and new-password fields are presets of it.
import { Eye, EyeOff } from 'lucide-react';
import { authWords } from '../words/auth';
import { validationMessage } from '../../../lib/i18n/validation-message';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

const inputClass =
  'block min-h-12 w-full rounded-md border bg-surface px-3 text-base text-ink placeholder:text-muted focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent';

export function FormField({ label, error, hint, type = 'text', className = '', ...input }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${error ? 'border-danger' : 'border-field'} ${isPassword ? 'pr-12' : ''}`}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={authWords(shown ? 'hide' : 'show', { field: label.toLowerCase() })}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center text-muted hover:text-ink"
          >
            {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="mt-2">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {validationMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The account forms' recurring inputs: spread one into a FormField after its label. */
export const fieldPresets = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'you@example.com' } as const,
  // Read at render: their placeholders are in the page's language.
  get newPassword() {
    return { type: 'password', autoComplete: 'new-password', placeholder: authWords('atLeast6') } as const;
  },
  get confirmPassword() {
    return { type: 'password', autoComplete: 'new-password', placeholder: authWords('typeItAgain') } as const;
  },
};
