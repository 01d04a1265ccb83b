// The product page's sizes as buttons (ADR 2905): one radio per size, the ones the feed
// says are out of stock struck through and not offered, "Please select a size" when Add to Cart
// came first, and the size chart in a sheet whose code loads only when it is opened.
import { Ruler } from 'lucide-react';
import { lazy, Suspense, useState, type Ref } from 'react';
import { sizeText } from '../../../lib/i18n/size-text';

const SizeChartSheet = lazy(() => import('./size-chart-sheet').then((m) => ({ default: m.SizeChartSheet })));

export function SizePicker({
  productId,
  sizes,
  outOfStock = [],
  value,
  onChange,
  missing,
  ref,
}: {
  productId: string;
  sizes: readonly string[];
  outOfStock?: readonly string[] | undefined;
  value: string | null;
  onChange: (size: string) => void;
  /** True after Add to Cart without a size: the picker says so. */
  missing: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const [chartOpen, setChartOpen] = useState(false);
  const gone = new Set(outOfStock);
  return (
    <fieldset ref={ref} tabIndex={-1} className="space-y-3 outline-none" aria-describedby="size-missing">
      <div className="flex items-center justify-between gap-3">
        <legend className="float-left text-xs font-semibold uppercase tracking-[0.2em]">
          {sizeText().selectSizeLabel}
          {value ? <span className="ml-2 font-normal normal-case tracking-normal text-muted">{value}</span> : null}
        </legend>
        <button
          type="button"
          onClick={() => setChartOpen(true)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <Ruler aria-hidden="true" size={16} />
          {sizeText().sizeChart}
        </button>
      </div>
      <div role="radiogroup" aria-label={sizeText().size} className="clear-both flex flex-wrap gap-2.5">
        {sizes.map((size) => {
          const soldOut = gone.has(size);
          const checked = value === size;
          return (
            <button
              key={size}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={soldOut ? `${size}, ${sizeText().sizeOutOfStock}` : size}
              disabled={soldOut}
              onClick={() => onChange(size)}
              className={`min-h-11 min-w-12 rounded-full border px-3.5 text-sm font-semibold transition-colors ${
                checked
                  ? 'border-ink bg-ink text-white'
                  : soldOut
                    ? 'cursor-not-allowed border-line text-muted line-through'
                    : 'border-ink/40 text-ink hover:border-ink'
              }`}
            >
              {size}
            </button>
          );
        })}
      </div>
      <p id="size-missing" role="alert" className="min-h-5 text-sm font-medium text-danger">
        {missing && !value ? sizeText().selectSize : ''}
      </p>
      {chartOpen ? (
        <Suspense fallback={null}>
          <SizeChartSheet productId={productId} chosen={value} onClose={() => setChartOpen(false)} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
