// A row of dots, one button per slide or picture, the chosen one drawn as a longer pill: the
// product gallery's, its full-screen viewer's and /home's hero carousel. Plain markup and no
// imports, as /home's first load carries it.

type Tone = 'ink' | 'light';

/** The pill's height and its look when chosen and not: dark on a page, white over a picture. */
const PILL: Record<Tone, { height: string; on: string; off: string }> = {
  ink: { height: 'h-2', on: 'w-5 bg-ink', off: 'w-2 bg-muted/60' },
  light: { height: 'h-1.5', on: 'w-5 bg-white', off: 'w-1.5 bg-white/60' },
};

export function SlideDots({
  labels,
  selected,
  onSelect,
  mark,
  tone,
  className,
  groupLabel,
}: {
  /** One per dot, its name for a screen reader (the dot itself has no words). */
  labels: readonly string[];
  selected: number;
  onSelect: (i: number) => void;
  /** How the chosen dot says so: a pressed toggle (a picture row) or the current slide. */
  mark: 'pressed' | 'current';
  tone: Tone;
  className: string;
  /** Names the row as a group; a row without one is a plain container. */
  groupLabel?: string;
}) {
  const pill = PILL[tone];
  return (
    <div className={className} role={groupLabel === undefined ? undefined : 'group'} aria-label={groupLabel}>
      {labels.map((label, i) => {
        const on = i === selected;
        return (
          <button
            key={label}
            type="button"
            onClick={() => onSelect(i)}
            aria-label={label}
            {...(mark === 'pressed' ? { 'aria-pressed': on } : { 'aria-current': on })}
            className="grid size-6 place-items-center"
          >
            <span
              aria-hidden="true"
              className={`block ${pill.height} rounded-full transition-all ${on ? pill.on : pill.off}`}
            />
          </button>
        );
      })}
    </div>
  );
}
