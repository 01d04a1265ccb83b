// What a listing's or a search's product card draws beside its link: the wishlist heart and
// "View similar" (two features, composed here: ADR 2700).
import type { CardAction } from '../components/ui/product-card';
import { cardHeart } from '../features/social/components/wishlist-heart';
import { ViewSimilarLink } from '../features/visual-search/components/view-similar-link';

export const cardHeartAndSimilar: CardAction = (product) => (
  <>
    {cardHeart(product)}
    <ViewSimilarLink productId={product.id} />
  </>
);
