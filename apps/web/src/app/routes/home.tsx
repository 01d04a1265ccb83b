// /home: the store's front page — wordmark, women/men toggle, hero carousel, categories,
// popular brands and the footer.
import { Menu } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BRAND_TILES, CATEGORY_TILES, GENDERS, HERO_SLIDES, type Gender } from '@store/shared/catalogue';
import { DocumentTitle } from '../../components/ui/document-title';
import { HydrateInTurn } from '../../components/ui/hydrate-in-turn';
import { imageUrl, preloadImage } from '../../components/ui/product-image';
import { useSideMenu } from '../../lib/side-menu';
import { BrandStrip } from '../../features/home/components/brand-strip';
import { CategoryGrid } from '../../features/home/components/category-grid';
import { HERO_SIZES, HeroCarousel } from '../../features/home/components/hero-carousel';
import { RecentlyViewed } from '../../components/ui/recently-viewed';
import { cardHeart } from '../../features/social/components/wishlist-heart';
import { HomeFooter } from '../../features/home/components/home-footer';
import { t } from '../../lib/i18n/messages';

const FIRST_HERO = imageUrl(HERO_SLIDES.women[0]!.image);

/** The Women/Men choice lives in the address (`?for=men`), so Back returns to the one the shopper left. */
const GENDER_PARAM = 'for';
const genderOf = (params: URLSearchParams): Gender => (params.get(GENDER_PARAM) === 'men' ? 'men' : 'women');

export function HomeRoute() {
  const [params, setParams] = useSearchParams();
  const gender = genderOf(params);
  // Replacing the entry: the choice is remembered without making Back step through each toggle.
  const setGender = (g: Gender) =>
    setParams(g === 'men' ? { [GENDER_PARAM]: g } : {}, { replace: true, preventScrollReset: true });
  const menu = useSideMenu();
  // The first hero image is the page's largest paint: ask for it before the JS renders it.
  preloadImage(FIRST_HERO, HERO_SIZES);

  return (
    <div>
      <DocumentTitle />
      {/* In the main landmark, not a banner: on a desktop the layout's header is the one banner. */}
      <main>
        <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
          <div className="mx-auto grid h-14 max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-2 px-2 sm:px-4">
            <button
              type="button"
              onClick={menu.toggle}
              aria-label={t('nav.openMenu')}
              aria-expanded={menu.open}
              className="grid size-11 place-items-center rounded-full hover:bg-ink/5"
            >
              <Menu aria-hidden="true" size={22} />
            </button>
            <h1 lang="en" className="text-center text-xl font-semibold uppercase tracking-[0.4em] sm:text-2xl">
              Saath
            </h1>
            <div
              role="group"
              aria-label={t('home.shopFor')}
              className="flex rounded-full border border-line bg-surface p-0.5"
            >
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
                  {t(g === 'women' ? 'home.women' : 'home.men')}
                </button>
              ))}
            </div>
          </div>
        </header>
        {/* Each section hydrates in a task of its own after the header (ADR 3005). */}
        <HydrateInTurn>
          <div className="sm:px-4 sm:pt-4">
            {/* A new key resets the carousel to its first slide when the gender changes. */}
            <HeroCarousel
              key={gender}
              slides={HERO_SLIDES[gender]}
              label={t(gender === 'women' ? 'home.womenStyles' : 'home.menStyles')}
            />
          </div>
        </HydrateInTurn>
        <HydrateInTurn>
          <CategoryGrid key={`tiles-${gender}`} gender={gender} tiles={CATEGORY_TILES[gender]} />
        </HydrateInTurn>
        <HydrateInTurn>
          <BrandStrip brands={BRAND_TILES} />
        </HydrateInTurn>
        <RecentlyViewed cardAction={cardHeart} />
      </main>
      <HydrateInTurn>
        <HomeFooter />
      </HydrateInTurn>
    </div>
  );
}
