// The product pictures' dots, under the gallery on a phone and along the full-screen viewer's
// foot: the same pressed toggles in the same named group, with their own words and place.
import { SlideDots } from '../../../components/ui/slide-dots';
import { galleryWords } from '../../../lib/i18n/screens/gallery';

const PLACES = {
  gallery: { say: 'showImage', className: 'flex justify-center gap-1.5 sm:hidden' },
  viewer: {
    say: 'show',
    className: 'flex justify-center gap-1.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-1',
  },
} as const;

export function PictureDots({
  count,
  selected,
  onSelect,
  place,
}: {
  count: number;
  selected: number;
  onSelect: (i: number) => void;
  place: keyof typeof PLACES;
}) {
  const { say, className } = PLACES[place];
  return (
    <SlideDots
      labels={Array.from({ length: count }, (_, i) => galleryWords(say, { n: i + 1, count }))}
      selected={selected}
      onSelect={onSelect}
      mark="pressed"
      tone="ink"
      className={className}
      groupLabel={galleryWords('pictures')}
    />
  );
}
