// The side menu's categories: the home page's tiles for Women and for Men, as links. A chunk of
// its own, loaded when the menu first opens, so no page's first load carries it.
import { Link } from 'react-router';
import { CATEGORY_TILES, GENDERS } from '@store/shared/catalogue';
import { t } from '../../lib/i18n/messages';

const exploreLink = (link: string) => (link ? `/explore/${encodeURIComponent(link)}` : '/explore');

export function MenuCategories({ onPick }: { onPick: () => void }) {
  return (
    <nav aria-label={t('menu.categories')} className="mt-4 border-t border-line pt-4">
      {GENDERS.map((gender) => (
        <section key={gender} aria-labelledby={`menu-${gender}`} className="mb-4">
          <h2 id={`menu-${gender}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            {t(gender === 'women' ? 'home.women' : 'home.men')}
          </h2>
          <ul>
            {CATEGORY_TILES[gender].map((tile) => (
              <li key={tile.name}>
                <Link
                  to={exploreLink(tile.link)}
                  onClick={onPick}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-canvas"
                >
                  {tile.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
