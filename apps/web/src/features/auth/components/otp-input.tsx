// Four boxes, one digit each (docs/product.md, Accounts): typing moves on, Backspace moves back, and a
// paste (or the phone's one-time-code autofill) takes the first four digits.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { authWords } from '../words/auth';
import { OTP_LENGTH } from '@store/shared/constants';

export function OtpInput({
  digits,
  onChange,
  disabled,
  invalid,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - from)
      .split('');
    if (!incoming.length) return;
    const next = [...digits];
    incoming.forEach((d, k) => (next[from + k] = d));
    onChange(next);
    focus(from + incoming.length);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    onChange(Array.from({ length: OTP_LENGTH }, (_, k) => pasted[k] ?? ''));
    focus(pasted.length);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  return (
    <div role="group" aria-label={authWords('oneTimeCode')} className="flex justify-center gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={digits[i] ?? ''}
          onChange={(e) => {
            const value = e.target.value.replace(/\D/g, '');
            if (value.length > 1) return fill(i, value);
            const next = [...digits];
            next[i] = value;
            onChange(next);
            if (value) focus(i + 1);
          }}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          disabled={disabled}
          aria-label={authWords('digit', { n: i + 1, count: OTP_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          autoFocus={i === 0}
          className={`size-14 rounded-lg border bg-surface text-center text-2xl font-semibold tabular-nums focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent sm:size-16 ${
            invalid ? 'border-danger' : 'border-field'
          }`}
        />
      ))}
    </div>
  );
}

export const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');
