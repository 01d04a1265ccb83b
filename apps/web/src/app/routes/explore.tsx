// /explore/:type: the products of a hero slide, category tile or brand, in a 2/3/4-column grid
// that loads more as the shopper scrolls, with sort and filters kept in the URL (ADR 1600).
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { typeTitle } from '@store/shared/catalogue';
import { readDiscoveryParams } from '@store/shared/discovery';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { StateMessage } from '../../components/ui/states';
import { DiscoveryLayout } from '../../features/discovery/components/discovery-layout';
import { countLine, DiscoveryResults, firstPageTotal } from '../../features/discovery/components/discovery-results';
import { cardHeartAndSimilar } from '../card-actions';
import { useDiscovery } from '../../features/discovery/components/use-discovery';
import {
  LISTING_DEFAULT_SORT,
  listingParams,
  productsByTypeQueryOptions,
  useProductsByType,
} from '../../features/catalog/api/get-products-by-type';
import { firstPage, type ScreenLoader } from '../first-screen';
import { nameOf, t } from '../../lib/i18n/messages';
import { msg } from '../../lib/i18n/msg';
import { searchWords as w } from '../../features/search/words/search';

/** The listing's first page, with the sort and filters its URL names. */
export const loader: ScreenLoader =
  (firstScreen) =>
  ({ params: { type }, request }) => {
    if (!type) return null;
    const { filters, sort } = readDiscoveryParams(new URL(request.url).searchParams);
    const params = listingParams(filters, sort);
    return firstScreen.load(firstPage('listing', { type, params }, productsByTypeQueryOptions(type, params)));
  };

export function ExploreRoute() {
  const { type } = useParams();
  if (!type) {
    return (
      <main>
        <PageHeader title={t('page.explore')} back />
        <StateMessage
          tone="error"
          title={msg().noProductType}
          action={<ButtonLink to="/home">{msg().goHome}</ButtonLink>}
        />
      </main>
    );
  }
  return <Listing key={type} type={type} />;
}

function Listing({ type }: { type: string }) {
  const title = nameOf(typeTitle(type));
  const discovery = useDiscovery(LISTING_DEFAULT_SORT);
  const query = useProductsByType(type, listingParams(discovery.filters, discovery.sort));
  const total = firstPageTotal(query);

  return (
    <main>
      <PageHeader title={title} back />
      <DiscoveryLayout
        className="mx-auto max-w-6xl px-3 pb-10 pt-4 sm:px-4 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8"
        scope={{ type }}
        discovery={discovery}
        count={countLine(query, total)}
      >
        <DiscoveryResults
          cardAction={cardHeartAndSimilar}
          query={query}
          total={total}
          discovery={discovery}
          failedTitle={msg().listingFailed(title)}
          failedAction={<ButtonLink to="/home">{msg().goHome}</ButtonLink>}
          empty={
            <StateMessage
              icon={<SearchX size={40} strokeWidth={1.5} />}
              title={msg().noProductsFound}
              body={w('nothingInListing', { title })}
              action={<ButtonLink to="/home">{msg().browseAll}</ButtonLink>}
            />
          }
        />
      </DiscoveryLayout>
    </main>
  );
}
