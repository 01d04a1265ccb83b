// /home: the store's front page — wordmark, women/men toggle, hero carousel, categories,
// popular brands and the footer.
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { BRAND_TILES, CATEGORY_TILES, GENDERS, HERO_SLIDES, type Gender } from '@store/shared/catalogue';
import { DocumentTitle } from '../../components/ui/document-title';
import { imageSrc, imageSrcSet, imageUrl } from '../../components/ui/product-image';
import { useSideMenu } from '../../lib/side-menu';
import { BrandStrip } from '../../features/home/components/brand-strip';
import { CategoryGrid } from '../../features/home/components/category-grid';
import { HERO_SIZES, HeroCarousel } from '../../features/home/components/hero-carousel';
import { RecentlyViewed } from '../../components/ui/recently-viewed';
import { cardHeart } from '../../features/social/components/wishlist-heart';
import { HomeFooter } from '../../features/home/components/home-footer';

const FIRST_HERO = imageUrl(HERO_SLIDES.women[0]!.image);

export function HomeRoute() {
  const [gender, setGender] = useState<Gender>('women');
  const menu = useSideMenu();
  // The first hero image is the page's largest paint: ask for it before the JS renders it.
  preload(imageSrc(FIRST_HERO, 960), {
    as: 'image',
    imageSrcSet: imageSrcSet(FIRST_HERO),
    imageSizes: HERO_SIZES,
    fetchPriority: 'high',
  });

  return (
    <div>
      <DocumentTitle />
      <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto grid h-14 max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-2 px-2 sm:px-4">
          <button
            type="button"
            onClick={menu.toggle}
            aria-label="Open menu"
            aria-expanded={menu.open}
            className="grid size-11 place-items-center rounded-full hover:bg-ink/5"
          >
            <Menu aria-hidden="true" size={22} />
          </button>
          <h1 className="text-center text-xl font-semibold uppercase tracking-[0.4em] sm:text-2xl">Saath</h1>
          <div role="group" aria-label="Shop for" className="flex rounded-full border border-line bg-surface p-0.5">
            {GENDERS.map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={gender === g}
                onClick={() => setGender(g)}
                className={`min-h-10 rounded-full px-3 text-xs font-semibold uppercase tracking-wider transition-colors sm:px-4 ${
                  gender === g ? 'bg-ink text-white' : 'text-muted hover:text-ink'
                }`}
              >
                {g === 'women' ? 'Women' : 'Men'}
              </button>
            ))}
          </div>
        </div>
      </header>
      <main>
        <div className="sm:px-4 sm:pt-4">
          {/* A new key resets the carousel to its first slide when the gender changes. */}
          <HeroCarousel
            key={gender}
            slides={HERO_SLIDES[gender]}
            label={`${gender === 'women' ? 'Women' : 'Men'}'s styles`}
          />
        </div>
        <CategoryGrid key={`tiles-${gender}`} gender={gender} tiles={CATEGORY_TILES[gender]} />
        <BrandStrip brands={BRAND_TILES} />
        <RecentlyViewed cardAction={cardHeart} />
      </main>
      <HomeFooter />
    </div>
  );
}
