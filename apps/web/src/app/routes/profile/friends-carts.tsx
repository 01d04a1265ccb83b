// /profile/friends-carts: one card per friend with what is in their cart, and a way to copy an
// item into mine. Unlike the original, the friendId that View Cart passes is read: that
// friend's card is scrolled into view and highlighted. Buy Now leaves through the click-out
// (/out/{id}?from=friends-cart); a product gone from its feed says "Currently unavailable".
import { Check, ExternalLink, ShoppingBag, UserPlus } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { outPath } from '@store/shared/click-outs';
import { formatRupees } from '@store/shared/money';
import { OpinionForm } from '../../../features/social/components/opinion-form';
import { BusyList } from '../../../components/ui/busy-region';
import { Button, buttonClass } from '../../../components/ui/button';
import { RowImage } from '../../../components/ui/product-image';
import { Skeleton, Skeletons } from '../../../components/ui/states';
import { addToCartErrorMessage, isAlreadyInCart, useAddToCart } from '../../../features/cart/api/add-to-cart';
import { useCart } from '../../../features/cart/api/get-cart';
import { notify } from '../../../lib/notify';
import {
  useFriendsCarts,
  type FriendCart,
  type FriendCartProduct,
} from '../../../features/social/api/get-friends-carts';
import { Avatar, friendsScreen, LoadFailed, NothingYet } from '../../../features/social/components/friend-ui';
import { isUnauthorized } from '../../../lib/session-expiry';
import { msg } from '../../../lib/i18n/msg';
import { sizeText } from '../../../lib/i18n/size-text';
import { socialText } from '../../../lib/i18n/social-text';
import { friendsWords as w } from '../../../features/social/words/friends';

export const FriendsCartsRoute = friendsScreen(() => w('friendsCarts'), FriendsCarts, true);

export const friendCardId = (friendId: string) => `friend-cart-${friendId}`;

function FriendsCarts() {
  const friends = useFriendsCarts();
  const cart = useCart();
  const [params] = useSearchParams();
  const focusId = params.get('friendId');

  const inMyCart = useMemo(() => new Set((cart.data ?? []).map((i) => i.productId)), [cart.data]);
  const [copied, setCopied] = useState<Set<string>>(() => new Set());
  const markCopied = (productId: string) => setCopied((s) => new Set(s).add(productId));

  useEffect(() => {
    if (cart.error) console.warn('Could not read my cart', cart.error);
  }, [cart.error]);

  const loaded = Boolean(friends.data);
  // Before the paint that shows the cards: the list never flashes at the top first.
  useLayoutEffect(() => {
    if (!loaded || !focusId) return;
    const card = document.getElementById(friendCardId(focusId));
    if (!card) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    card.focus({ preventScroll: true });
  }, [loaded, focusId]);

  if (friends.isPending) return <FriendsCartsSkeleton />;
  if (friends.isError) return <LoadFailed title={msg().failedFetchFriendsCarts} />;
  if (friends.data.length === 0) {
    return (
      <NothingYet icon={ShoppingBag} title={msg().noFriendsCarts} body={msg().noFriendsCartsBody}>
        <UserPlus aria-hidden="true" size={16} />
        {w('addMoreFriends')}
      </NothingYet>
    );
  }

  return (
    // One friend a row, whose products flow across the width: with one friend, a third of a
    // desktop's page was a card and the rest was empty.
    <ul className="grid grid-cols-1 gap-4" aria-label={w('friendsCartsList')}>
      {friends.data.map((friend) => (
        <FriendCartCard
          key={friend.friendId}
          friend={friend}
          highlighted={friend.friendId === focusId}
          isInMyCart={(id) => inMyCart.has(id) || copied.has(id)}
          onCopied={markCopied}
        />
      ))}
    </ul>
  );
}

function FriendCartCard({
  friend,
  highlighted,
  isInMyCart,
  onCopied,
}: {
  friend: FriendCart;
  highlighted: boolean;
  isInMyCart: (productId: string) => boolean;
  onCopied: (productId: string) => void;
}) {
  const products = friend.cartProducts ?? [];
  const wishlist = friend.wishlistProducts ?? [];
  const headingId = `${friendCardId(friend.friendId)}-name`;
  return (
    <li
      id={friendCardId(friend.friendId)}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      className={`scroll-mt-20 overflow-hidden rounded-lg border bg-surface outline-none transition-shadow ${
        highlighted ? 'border-accent ring-2 ring-accent ring-offset-2 ring-offset-canvas' : 'border-line'
      }`}
    >
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <Avatar name={friend.friendName} />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold text-ink">
            {friend.friendName}
          </h2>
          <p className="text-sm text-muted">{msg().friendItemsInCart(products.length)}</p>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted">
          <ShoppingBag aria-hidden="true" size={16} />
          {msg().cartIsEmpty}
        </p>
      ) : (
        <FriendProductList products={products} ownerId={friend.friendId} isInMyCart={isInMyCart} onCopied={onCopied} />
      )}
      {wishlist.length ? (
        <section aria-labelledby={`${headingId}-wishlist`} className="border-t border-line">
          <h3 id={`${headingId}-wishlist`} className="px-4 pt-3 text-sm font-semibold text-ink">
            {socialText().wishlist} · {socialText().wishlistItems(wishlist.length)}
          </h3>
          <FriendProductList
            products={wishlist}
            ownerId={friend.friendId}
            isInMyCart={isInMyCart}
            onCopied={onCopied}
          />
        </section>
      ) : null}
    </li>
  );
}

/** A friend's cart or wishlist: the same rows, each copyable into mine. */
function FriendProductList({
  products,
  ownerId,
  isInMyCart,
  onCopied,
}: {
  products: FriendCartProduct[];
  ownerId: string;
  isInMyCart: (productId: string) => boolean;
  onCopied: (productId: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 md:grid-cols-2 xl:grid-cols-3 [&>li]:border-t [&>li]:border-line">
      {products.map((product, i) => (
        <FriendProductRow
          key={product.id || i}
          ownerId={ownerId}
          product={product}
          inMyCart={Boolean(product.id) && isInMyCart(product.id)}
          onCopied={onCopied}
        />
      ))}
    </ul>
  );
}

function FriendProductRow({
  ownerId,
  product,
  inMyCart,
  onCopied,
}: {
  ownerId: string;
  product: FriendCartProduct;
  inMyCart: boolean;
  onCopied: (productId: string) => void;
}) {
  const add = useAddToCart();
  const title = product.title || msg().productNameFallback;
  const price = Number.isFinite(product.price) ? product.price : 0;
  const quantity = product.quantity || 1;
  const unavailable = product.available === false;

  const onAdd = () => {
    if (!product.id) {
      notify(msg().productIdMissing, 'error');
      return;
    }
    add.mutate(
      // A copy takes the friend's size (ADR 2905).
      { productId: product.id, from: 'friends-cart', size: product.size ?? null },
      {
        onSuccess: () => {
          onCopied(product.id);
          notify(msg().addedToCart, 'success');
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          if (isAlreadyInCart(err)) onCopied(product.id);
          notify(addToCartErrorMessage(err, msg().productNotFoundRefresh), 'error');
        },
      },
    );
  };

  return (
    <li className="flex gap-3 px-4 py-3">
      <RowImage
        src={product.imageUrl ?? ''}
        alt={title}
        sizes="80px"
        // Its own 3:4 shape, not the row's height: stretched, the picture was cropped to a strip.
        className="aspect-[3/4] h-auto w-20 shrink-0 self-start rounded-md"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 text-sm text-ink">{title}</p>
        <p className="text-sm font-semibold text-ink">{formatRupees(price)}</p>
        <p className="text-xs text-muted">
          {w('qty', { count: quantity })}
          {product.size ? ` · ${sizeText().size}: ${product.size}` : ''}
        </p>
        {unavailable ? <p className="text-sm font-medium text-muted">{msg().currentlyUnavailable}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1 [&>*]:min-w-[8.5rem] [&>*]:flex-1 [&>*]:whitespace-nowrap">
          {inMyCart ? (
            <Button variant="success" disabled className="w-full px-2">
              <Check aria-hidden="true" size={16} />
              {msg().alreadyAdded}
            </Button>
          ) : (
            <Button variant="secondary" className="w-full px-2" disabled={unavailable || add.isPending} onClick={onAdd}>
              {add.isPending ? msg().adding : msg().addToMyCart}
            </Button>
          )}
          {unavailable || !product.id ? (
            <Button disabled className="w-full px-2">
              {msg().buyNow}
            </Button>
          ) : (
            <a
              href={outPath(product.id, 'friends-cart', product.size)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md', 'w-full px-2')}
              aria-label={w('buyOnBrandSite', { buy: msg().buyNow, title })}
            >
              {msg().buyNow}
              <ExternalLink aria-hidden="true" size={16} />
            </a>
          )}
        </div>
        {product.id ? <OpinionForm ownerId={ownerId} productId={product.id} title={title} /> : null}
      </div>
    </li>
  );
}

function FriendsCartsSkeleton() {
  return (
    <BusyList label={w('loadingFriendsCarts')} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="rounded-lg border border-line bg-surface">
          <div className="flex items-center gap-3 border-b border-line px-4 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeletons classes={['h-4 w-1/2', 'h-3 w-1/3']} />
            </div>
          </div>
          {[0, 1].map((j) => (
            <div key={j} className="flex gap-3 px-4 py-3">
              <Skeleton className="aspect-[3/4] w-20" />
              <div className="flex-1 space-y-2">
                <Skeletons classes={['h-4 w-4/5', 'h-4 w-1/3', 'mt-4 h-11 w-full']} />
              </div>
            </div>
          ))}
        </li>
      ))}
    </BusyList>
  );
}
