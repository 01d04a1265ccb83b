// '{GENDER} CATEGORIES': the category tiles, entering one after another (0.1 s apart).
import { PageLink } from '../../../components/ui/page-link';
import type { CategoryTile, Gender } from '@store/shared/catalogue';
import { imageUrl, ProductImage } from '../../../components/ui/product-image';
import { nameOf, t } from '../../../lib/i18n/messages';

/**
 * Tile i enters i × TILE_STAGGER_SECONDS (0.1 s) after the first (the table is written for that step). Classes, not a style
 * attribute: the server-rendered page lives under `style-src 'self'` (ADR 0702).
 */
const STAGGER = [
  '[animation-delay:0s]',
  '[animation-delay:0.1s]',
  '[animation-delay:0.2s]',
  '[animation-delay:0.3s]',
  '[animation-delay:0.4s]',
  '[animation-delay:0.5s]',
  '[animation-delay:0.6s]',
  '[animation-delay:0.7s]',
  '[animation-delay:0.8s]',
  '[animation-delay:0.9s]',
  '[animation-delay:1s]',
  '[animation-delay:1.1s]',
  '[animation-delay:1.2s]',
  '[animation-delay:1.3s]',
  '[animation-delay:1.4s]',
  '[animation-delay:1.5s]',
] as const;
export const staggerClass = (i: number) => STAGGER[Math.min(i, STAGGER.length - 1)] ?? STAGGER[0];

export function CategoryGrid({ gender, tiles }: { gender: Gender; tiles: readonly CategoryTile[] }) {
  const title = t(gender === 'women' ? 'home.categories.women' : 'home.categories.men');
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-3 pt-10 sm:px-4">
      <h2 id="categories-title" className="mb-5 text-center text-sm font-semibold uppercase tracking-[0.2em]">
        {title}
      </h2>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 lg:grid-cols-5 lg:gap-x-5">
        {tiles.map((tile, i) => (
          <li key={`${gender}-${tile.name}`} className={`animate-rise-in ${staggerClass(i)}`}>
            <PageLink
              to={tile.link ? `/explore/${encodeURIComponent(tile.link)}` : '/explore'}
              className="group block text-center"
            >
              <span className="block overflow-hidden rounded-md">
                <ProductImage
                  src={imageUrl(tile.image)}
                  alt={nameOf(tile.name)}
                  // The first row is on the first screen of a phone: fetched at once, not lazily.
                  priority={i < 3}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 25vw, 33vw"
                  className="aspect-[3/4] w-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </span>
              <span
                aria-hidden="true"
                className="mt-2 block text-xs font-medium uppercase tracking-wider text-ink sm:text-sm"
              >
                {nameOf(tile.name)}
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
