// The sort control (issue 16): a native select, which phones show as their own picker.
import { SORT_LABELS, type Sort } from '@store/shared/discovery';
import { DISCOVERY_WORDS as W } from '@store/shared/messages';

export function SortSelect({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly Sort[];
  value: Sort;
  onChange: (s: Sort) => void;
}) {
  // The label wraps its select: its name is "Sort by" without an id to tie them.
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      {W.sortBy}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as Sort)}
        className="h-11 rounded-md border border-line bg-surface px-2 text-sm text-ink"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
