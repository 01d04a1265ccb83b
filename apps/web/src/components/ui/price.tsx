import { discountPercent, formatRupees } from '@store/shared/money';
import { cardWords as w } from '../../lib/i18n/screens/card';

/** Price row: current price, the original struck through and the percent off in the accent. */
export function Price({
  price,
  originalPrice,
  size = 'sm',
}: {
  price: number;
  originalPrice?: number | undefined;
  size?: 'sm' | 'lg';
}) {
  const off = originalPrice ? discountPercent(price, originalPrice) : 0;
  const big = size === 'lg';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${big ? 'text-2xl' : 'text-sm'}`}>
      <span className="font-semibold text-ink">{formatRupees(price)}</span>
      {off > 0 && originalPrice ? (
        <>
          <s
            className={`text-muted ${big ? 'text-base' : 'text-xs'}`}
            aria-label={w('originalPrice', { price: formatRupees(originalPrice) })}
          >
            {formatRupees(originalPrice)}
          </s>
          <span
            className={`font-semibold text-accent ${big ? 'rounded bg-accent-soft px-2 py-0.5 text-sm' : 'text-xs'}`}
          >
            {w('percentOff', { off })}
          </span>
        </>
      ) : null}
    </p>
  );
}
