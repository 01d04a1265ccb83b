// The range of days the figures cover: 7, 30 or 90, or any number from 1 to 365.
import { useState } from 'react';
import { SUMMARY_DAYS } from '@store/shared/operator';

const PRESETS = [7, 30, 90];

export function RangePicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const custom = !PRESETS.includes(days);
  const [text, setText] = useState(custom ? String(days) : '');
  const [editing, setEditing] = useState(custom);
  const chip = (active: boolean) =>
    `min-h-11 rounded-full border px-4 text-sm font-medium ${active ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:border-ink'}`;
  const valid = (v: string) => /^\d{1,3}$/.test(v) && Number(v) >= SUMMARY_DAYS.min && Number(v) <= SUMMARY_DAYS.max;

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Range">
      {PRESETS.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={!editing && days === n}
          className={chip(!editing && days === n)}
          onClick={() => {
            setEditing(false);
            onChange(n);
          }}
        >
          {n} days
        </button>
      ))}
      <button type="button" aria-pressed={editing} className={chip(editing)} onClick={() => setEditing(true)}>
        Custom
      </button>
      {editing ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid(text)) onChange(Number(text));
          }}
        >
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">Number of days</span>
            <input
              className="min-h-11 w-20 rounded-md border border-field bg-surface px-3 text-sm placeholder:text-muted"
              inputMode="numeric"
              value={text}
              aria-invalid={text !== '' && !valid(text)}
              onChange={(e) => setText(e.target.value)}
              placeholder="1–365"
            />
            days
          </label>
          <button type="submit" className={chip(false)} disabled={!valid(text)}>
            Show
          </button>
        </form>
      ) : null}
    </div>
  );
}
