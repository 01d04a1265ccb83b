/**
 * A console table's header row, one `th scope="col"` per column. The first column names each
 * row; the others (figures, mostly) take `othersClass` when they look different, e.g. right-aligned.
 */
export function ColumnHeads({
  columns,
  className,
  othersClass = className,
}: {
  columns: readonly string[];
  className: string;
  othersClass?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={column} scope="col" className={i === 0 ? className : othersClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
