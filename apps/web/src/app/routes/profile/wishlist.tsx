// /profile/wishlist: the hearts, newest first, each with friends' opinions, Move to Cart and
// Remove.
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { OpinionsSummary } from '../../../features/social/components/opinions-summary';
import { Button, ButtonLink } from '../../../components/ui/button';
import { RowImage } from '../../../components/ui/product-image';
import { ListStates } from '../../../components/ui/list-states';
import { OfflineNote } from '../../../components/ui/offline-note';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { addToCartErrorMessage, isAlreadyInCart, useAddToCart } from '../../../features/cart/api/add-to-cart';
import { notify } from '../../../lib/notify';
import { isUnauthorized } from '../../../lib/session-expiry';
import { useChangeWishlist } from '../../../features/social/api/change-wishlist';
import { useWishlist, type WishlistItem } from '../../../features/social/api/get-wishlist';
import { socialScreen } from '../../../features/social/components/social-page';
import { msg } from '../../../lib/i18n/msg';
import { socialText } from '../../../lib/i18n/social-text';

export const WishlistRoute = socialScreen(() => socialText().wishlist, Wishlist);

function Wishlist() {
  const wishlist = useWishlist();
  return (
    <>
      <OfflineNote what="wishlist" />
      <ListStates
        query={wishlist}
        loading={
          <div aria-busy="true" className="space-y-4">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-32 w-full" />
            ))}
          </div>
        }
        failed={() => <StateMessage tone="error" title={socialText().failedWishlist} />}
        empty={
          <StateMessage
            icon={<Heart size={40} strokeWidth={1.5} />}
            title={socialText().emptyWishlist}
            body={socialText().emptyWishlistBody}
            action={<ButtonLink to="/home">{msg().goHome}</ButtonLink>}
          />
        }
      >
        {(items) => (
          <ul className="divide-y divide-line" aria-label={socialText().wishlist}>
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}

function WishlistRow({ item }: { item: WishlistItem }) {
  const add = useAddToCart();
  const change = useChangeWishlist();
  const path = `/products/${encodeURIComponent(item.id)}`;

  const onError = (err: Error) => {
    if (!isUnauthorized(err)) notify(err.message, 'error');
  };
  const remove = (message: string) =>
    change.mutate({ productId: item.id, saved: false }, { onSuccess: () => notify(message, 'success'), onError });
  const onMove = () =>
    add.mutate(
      { productId: item.id, quantity: 1 },
      {
        onSuccess: () => remove(socialText().movedToCart),
        onError: (err) => {
          // Already in the cart: the move is done all the same.
          if (isAlreadyInCart(err)) remove(socialText().movedToCart);
          else if (!isUnauthorized(err)) notify(addToCartErrorMessage(err), 'error');
        },
      },
    );

  const busy = add.isPending || change.isPending;
  return (
    <li data-testid="wishlist-item" aria-busy={busy} className="flex gap-4 py-4">
      <Link to={path} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0 overflow-hidden rounded-md">
        <RowImage src={item.imageUrl} alt="" sizes="96px" className="aspect-[3/4] w-full" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={path} className="line-clamp-2 text-sm font-medium text-ink hover:underline">
          {item.title}
        </Link>
        <p className="mt-1 font-semibold">{formatRupees(item.price)}</p>
        {item.available ? null : <p className="text-sm text-danger">{msg().currentlyUnavailable}</p>}
        <OpinionsSummary opinions={item.opinions} />
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button onClick={onMove} disabled={busy || !item.available}>
            <ShoppingBag aria-hidden="true" size={16} />
            {socialText().moveToCart}
          </Button>
          <Button variant="ghost" onClick={() => remove(socialText().removedFromWishlist)} disabled={busy}>
            <Trash2 aria-hidden="true" size={16} />
            {socialText().remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
