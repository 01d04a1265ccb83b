// "View similar" on a product card: opens the search screen's list of products like this one.
import { PageLink } from '../../../components/ui/page-link';
import { cardWords as w } from '../../../lib/i18n/screens/card';

export function ViewSimilarLink({ productId }: { productId: string }) {
  return (
    <PageLink
      to={`/search?similar=${encodeURIComponent(productId)}`}
      className="absolute left-2 top-2 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm hover:bg-surface"
    >
      {w('viewSimilar')}
    </PageLink>
  );
}
