// The heart on product cards and the product page: saves the product to the wishlist, or takes
// it out. Signed out, it goes through /login and back, as Add to Cart does, and the page then
// saves it once (ResumeState.wishlistAfterLogin).
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { ApiError } from '../../../lib/api-client';
import type { LoginRedirectState, ResumeState } from '../../../lib/login-redirect';
import { notify } from '../../../lib/notify';
import { isUnauthorized } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { useChangeWishlist } from '../api/change-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { socialText } from '../../../lib/i18n/social-text';

interface HeartProduct {
  id: string;
  title: string;
}

type HeartProps = { product: HeartProduct; className?: string };

/** The heart in a product card's corner (ProductCard's action). */
export const cardHeart = (product: HeartProduct) => (
  <WishlistHeart product={product} className="absolute right-2 top-2" />
);

export function WishlistHeart(props: HeartProps) {
  // A visitor's hearts hold no wishlist query and no mutation: a listing draws two dozen of them.
  const signedIn = useHydrated() && Boolean(getToken());
  return signedIn ? <SignedInHeart {...props} /> : <SignedOutHeart {...props} />;
}

/** Signed out, a heart goes through /login and back with the product to save. */
function useSignInFirst(product: HeartProduct) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const state: LoginRedirectState = {
      from: location.pathname,
      action: 'wishlist',
      product: { id: product.id, title: product.title },
    };
    navigate('/login', { state });
  };
}

function SignedOutHeart({ product, className }: HeartProps) {
  return (
    <HeartButton
      product={product}
      saved={false}
      pending={false}
      onClick={useSignInFirst(product)}
      className={className}
    />
  );
}

function SignedInHeart({ product, className }: HeartProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignInFirst(product);
  const wishlist = useWishlist();
  const change = useChangeWishlist();
  const saved = change.isPending
    ? Boolean(change.variables?.saved)
    : Boolean(wishlist.data?.some((p) => p.id === product.id));

  const save = (next: boolean) =>
    change.mutate(
      { productId: product.id, saved: next },
      {
        onSuccess: () => notify(next ? socialText().addedToWishlist : socialText().removedFromWishlist, 'success'),
        onError: (err) => {
          if (isUnauthorized(err)) return;
          // Already there (409) is what the shopper wanted; anything else is said.
          if (!(err instanceof ApiError && err.status === 409 && next)) notify(err.message, 'error');
        },
      },
    );

  // Back from /login with the heart to finish: once per history entry, then drop the flag.
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    const state = location.state as (ResumeState & Record<string, unknown>) | null;
    if (!state?.wishlistAfterLogin || state.product?.id !== product.id || !getToken()) return;
    if (resumed.current === location.key) return;
    resumed.current = location.key;
    const { wishlistAfterLogin: _done, ...rest } = state;
    navigate(location.pathname, { replace: true, state: rest });
    save(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, product.id]);

  return (
    <HeartButton
      product={product}
      saved={saved}
      pending={change.isPending}
      onClick={() => (getToken() ? save(!saved) : signIn())}
      className={className}
    />
  );
}

function HeartButton({
  product,
  saved,
  pending,
  onClick,
  className = '',
}: HeartProps & { saved: boolean; pending: boolean; onClick: () => void }) {
  const label = saved ? socialText().removeFromWishlist : socialText().addToWishlist;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={`${socialText().wishlist}: ${product.title}`}
      title={label}
      disabled={pending}
      className={`grid size-11 place-items-center rounded-full bg-surface/90 text-ink shadow-sm transition-colors hover:text-accent disabled:opacity-70 ${className}`}
    >
      <Heart aria-hidden="true" size={22} className={saved ? 'fill-accent text-accent' : ''} />
    </button>
  );
}
