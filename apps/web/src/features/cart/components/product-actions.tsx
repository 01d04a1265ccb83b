// Add to Cart and Buy Now on the product page (docs/product.md, Adding to the cart). Signed out, both go to
// /login carrying the origin, the action and the product; login brings the shopper back with
// ResumeState and this component finishes the action once. Buy Now after login cannot open a
// tab by itself (no user gesture: popup blockers), so it offers a "Continue to <brand>" link
// (docs/decisions/0301-buy-now-after-login.md). Buy Now leaves through the store's click-out
// (/out/{id}?from=product), which counts it; an unavailable product offers neither action.
import { Check, ExternalLink, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { outPath } from '@store/shared/click-outs';
import type { Product } from '@store/shared/product';
import { Button, buttonClass } from '../../../components/ui/button';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { addToCartErrorMessage, isAlreadyInCart, useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { readAddedToCart } from '../lib/added-to-cart';
import type { LoginRedirectState, PendingAction, ResumeState } from '../../../lib/login-redirect';
import { notify } from '../../../lib/notify';
import { isUnauthorized } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';
import { msg } from '../../../lib/i18n/msg';

/** Two buttons share a phone's width: 'Already Added to Cart' must fit without a three-line wrap. */
const TIGHT = 'px-3 text-sm leading-tight min-[400px]:text-[15px] sm:px-6 sm:text-base';

type ActionProduct = Pick<Product, 'id' | 'title' | 'url'> & Partial<Pick<Product, 'brand' | 'available'>>;

function readResume(state: unknown): ResumeState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as ResumeState;
  return s.addToCartAfterLogin || s.buyNowAfterLogin ? s : null;
}

/**
 * `sizes`: the sizes to choose from (the product page's size picker holds the choice in `size`);
 * Add to Cart without one calls `onSizeMissing` and adds nothing (ADR 2905).
 */
export function ProductActions({
  product,
  size = null,
  needsSize = false,
  onSizeMissing,
  className = 'space-y-3',
}: {
  product: ActionProduct;
  size?: string | null;
  needsSize?: boolean;
  onSizeMissing?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The server renders the signed-out buttons; the browser's first paint must match them.
  const hydrated = useHydrated();
  const signedIn = hydrated && Boolean(getToken());
  const cart = useCart();
  const add = useAddToCart();
  const [markedInCart, setMarkedInCart] = useState(false);
  const [continueUrl, setContinueUrl] = useState<string | null>(null);

  // In-cart flag: the server cart when signed in, the stored addedToCart list otherwise.
  const inCart =
    markedInCart ||
    (signedIn && cart.data
      ? cart.data.some((item) => item.productId === product.id)
      : hydrated && !signedIn && readAddedToCart().includes(product.id));

  const toLogin = (action: PendingAction) => {
    const state: LoginRedirectState = {
      from: location.pathname,
      action,
      product: { id: product.id, title: product.title, url: product.url, ...(size ? { size } : {}) },
    };
    navigate('/login', { state });
  };

  const addNow = (chosen: string | null = size) => {
    if (!product.id) {
      notify(msg().productIdMissing, 'error');
      return;
    }
    if (needsSize && !chosen) {
      onSizeMissing?.();
      return;
    }
    add.mutate(
      { productId: product.id, quantity: 1, size: chosen },
      {
        onSuccess: () => {
          setMarkedInCart(true);
          notify(msg().addedToCart, 'success');
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          if (isAlreadyInCart(err)) setMarkedInCart(true);
          notify(addToCartErrorMessage(err), 'error');
        },
      },
    );
  };

  const onAddToCart = () => {
    if (!product.id) {
      notify(msg().productIdMissing, 'error');
      return;
    }
    if (needsSize && !size) onSizeMissing?.();
    else if (!getToken()) toLogin('addToCart');
    else addNow();
  };

  const onBuyNow = () => {
    if (!getToken()) {
      toLogin('buyNow');
      return;
    }
    if (!product.url) {
      notify(msg().buyUrlMissing, 'error');
      return;
    }
    window.open(outPath(product.id, 'product', size), '_blank', 'noopener,noreferrer');
  };

  // Back from /login with an action to finish: do it once, then drop the flags from the history
  // entry so a reload or Back does not repeat it.
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    const resume = readResume(location.state);
    if (!resume || !getToken() || resumed.current === location.key) return;
    if (resume.product?.id && resume.product.id !== product.id) return;
    resumed.current = location.key;
    const { addToCartAfterLogin, buyNowAfterLogin, ...rest } = location.state as ResumeState & Record<string, unknown>;
    navigate(location.pathname, { replace: true, state: rest });
    if (addToCartAfterLogin) addNow(resume.product?.size ?? size);
    if (buyNowAfterLogin && product.available !== false) {
      if (product.url) setContinueUrl(outPath(product.id, 'product', resume.product?.size ?? size));
      else notify(msg().buyUrlMissing, 'error');
    }
    // A one-shot per history entry (the ref guards repeats); addNow reads the current product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, product.id]);

  const adding = add.isPending;
  const checking = signedIn && cart.isPending && !markedInCart;
  const brandName = product.brand || 'the brand';
  const unavailable = product.available === false;

  return (
    <div className={className}>
      {continueUrl ? (
        <div className="rounded-md border border-line bg-surface p-4" role="status">
          <p className="text-sm text-muted">You&apos;re signed in. Your item is waiting on {brandName}&apos;s site.</p>
          <a
            href={continueUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg', 'mt-3 w-full')}
          >
            Continue to {brandName}
            <ExternalLink aria-hidden="true" size={18} />
          </a>
        </div>
      ) : null}
      {unavailable ? (
        <p
          role="status"
          className="rounded-md border border-line bg-surface px-4 py-3 text-center font-medium text-muted"
        >
          {msg().currentlyUnavailable}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {inCart ? (
          <Button size="lg" variant="success" disabled className={TIGHT}>
            <Check aria-hidden="true" size={18} className="shrink-0" />
            <span className="text-balance">{msg().alreadyAddedToCart}</span>
          </Button>
        ) : (
          <Button
            size="lg"
            variant="secondary"
            onClick={onAddToCart}
            disabled={unavailable || adding || checking}
            aria-busy={adding || checking}
            className={TIGHT}
          >
            <ShoppingBag aria-hidden="true" size={18} className="hidden shrink-0 min-[400px]:block" />
            {adding ? msg().adding : msg().addToCart}
          </Button>
        )}
        <Button size="lg" onClick={onBuyNow} disabled={unavailable} className={TIGHT}>
          {msg().buyNow}
          <ExternalLink aria-hidden="true" size={18} className="shrink-0" />
        </Button>
      </div>
    </div>
  );
}
