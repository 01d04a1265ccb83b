// The product page's rating (ADR 2907): five stars filled to the value, and the value.
// The fill is a class per tenth (the page's CSP allows no inline style attribute).
import { RatingFrame } from '../../../components/ui/rating';

const FILL = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
];

export function RatingStars({ value }: { value: number }) {
  return (
    <RatingFrame value={value} className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
      <span aria-hidden="true" className="relative inline-block text-lg leading-none tracking-[0.1em] text-line">
        ★★★★★
        <span
          className={`absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-[#b45309] ${FILL[Math.min(10, Math.round(value * 2))]}`}
        >
          ★★★★★
        </span>
      </span>
    </RatingFrame>
  );
}
