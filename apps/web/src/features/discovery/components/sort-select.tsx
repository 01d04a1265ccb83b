// The sort control (ADR 1600): a native select, which phones show as their own picker.
import { SORT_LABELS, type Sort } from '@store/shared/discovery';
import { discoveryWords, nameOf } from '../../../lib/i18n/messages';

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
      {discoveryWords().sortBy}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as Sort)}
        className="h-11 rounded-md border border-field bg-surface px-2 text-sm text-ink"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {nameOf(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </label>
  );
}
