// Popular Brands: a strip that scrolls itself (see useAutoScroll); the list is shown twice so
// the loop is seamless, the second copy hidden from screen readers and the tab order.
import { useRef } from 'react';
import { PageLink } from '../../../components/ui/page-link';
import type { CategoryTile } from '@store/shared/catalogue';
import { imageUrl, ProductImage } from '../../../components/ui/product-image';
import { t } from '../../../lib/i18n/messages';
import { useAutoScroll } from './use-auto-scroll';

export function BrandStrip({ brands }: { brands: readonly CategoryTile[] }) {
  const strip = useRef<HTMLDivElement>(null);
  useAutoScroll(strip);
  const doubled = [...brands, ...brands];
  return (
    <section aria-labelledby="brands-title" className="mx-auto max-w-6xl py-8">
      <h2 id="brands-title" className="mb-4 px-4 text-center text-sm font-semibold uppercase tracking-[0.2em]">
        {t('home.brands')}
      </h2>
      <div
        ref={strip}
        data-testid="brand-strip"
        className="overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex w-max gap-3 px-4">
          {doubled.map((brand, i) => {
            const copy = i >= brands.length;
            return (
              <li key={`${brand.link}-${i}`} aria-hidden={copy || undefined}>
                <PageLink
                  to={`/explore/${encodeURIComponent(brand.link)}`}
                  tabIndex={copy ? -1 : undefined}
                  className="group flex w-28 flex-col items-center gap-2 sm:w-36"
                >
                  <span className="block overflow-hidden rounded-full border border-line bg-surface">
                    <ProductImage
                      src={imageUrl(brand.image)}
                      alt={copy ? '' : brand.name}
                      width={144}
                      height={144}
                      sizes="144px"
                      deferUntilLive
                      className="size-28 transition-transform duration-300 group-hover:scale-105 sm:size-36"
                    />
                  </span>
                  <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wider text-ink">
                    {brand.name}
                  </span>
                </PageLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
