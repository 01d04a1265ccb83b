// MY CART (docs/product.md, Cart): loading, error (Logout, Go Home), empty, the list with
// per-item remove, Clear Cart with its confirmation, and the total. Needs sign-in: without a
// token the shopper goes to /login and comes back here.
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { OfflineNote } from '../../components/ui/offline-note';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, StateMessage } from '../../components/ui/states';
import { useClearCart } from '../../features/cart/api/clear-cart';
import { useCart } from '../../features/cart/api/get-cart';
import { useRemoveFromCart } from '../../features/cart/api/remove-from-cart';
import { useChangeCartLine } from '../../features/cart/api/change-cart-line';
import type { CartLineChange } from '@store/shared/cart';
import { ApiError, isStatus } from '../../lib/api-client';
import type { LoginRedirectState } from '../../lib/login-redirect';
import { notify } from '../../lib/notify';
import { logout } from '../../features/auth/api/logout';
import { isUnauthorized } from '../../lib/session-expiry';
import { getToken } from '../../lib/storage';
import { CartItemRow, CartItemSkeleton } from '../../features/cart/components/cart-item-row';
import { cartTotals, CartSummary } from '../../features/cart/components/cart-summary';
import { OpinionsSummary } from '../../features/social/components/opinions-summary';
import { t } from '../../lib/i18n/messages';
import { msg } from '../../lib/i18n/msg';

export function CartRoute() {
  if (!getToken()) {
    const state: LoginRedirectState = { from: '/cart' };
    return <Navigate to="/login" replace state={state} />;
  }
  return <SignedInCart />;
}

function SignedInCart() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart({ expiresSession: true });
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const changeLine = useChangeCartLine();
  // Several rows may be on their way out at once: each stays dimmed until its answer.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  // A 401 ends the session (lib/session-expiry.ts): the skeleton stays until /login.
  const sessionExpired = cart.isError && isUnauthorized(cart.error);

  // mutateAsync, not mutate: mutate's own callbacks only fire for the latest call.
  const onRemove = async (productId: string) => {
    setRemoving((ids) => new Set(ids).add(productId));
    try {
      await remove.mutateAsync(productId);
    } catch (err) {
      if (isUnauthorized(err)) return;
      if (isStatus(err, 404)) {
        notify(msg().itemNotInCart, 'error');
        void cart.refetch();
      } else notify(msg().removeFailed, 'error');
    } finally {
      setRemoving((ids) => {
        const next = new Set(ids);
        next.delete(productId);
        return next;
      });
    }
  };

  const onChangeLine = (productId: string, change: CartLineChange) =>
    changeLine.mutate(
      { productId, change },
      {
        onError: (err) => {
          if (isUnauthorized(err)) return;
          notify(err instanceof ApiError && err.message ? err.message : msg().invalidRequest, 'error');
        },
      },
    );

  const onClear = () => {
    if (!window.confirm(msg().clearConfirm)) return;
    clear.mutate(undefined, {
      onSuccess: () => notify(msg().cartCleared, 'success'),
      onError: (err) => {
        if (isUnauthorized(err)) return;
        notify(msg().clearFailed, 'error');
      },
    });
  };

  let body;
  if (cart.isPending || sessionExpired) {
    body = <CartSkeleton />;
  } else if (cart.isError) {
    body = (
      <StateMessage
        tone="error"
        icon={<AlertCircle size={40} strokeWidth={1.5} />}
        title={msg().cartLoadFailed}
        action={
          <>
            <Button variant="secondary" onClick={() => void logout(queryClient, navigate)}>
              {t('nav.logout')}
            </Button>
            <ButtonLink to="/home">{msg().goHome}</ButtonLink>
          </>
        }
      />
    );
  } else if (cart.data.length === 0) {
    body = (
      <StateMessage
        icon={<ShoppingBag size={44} strokeWidth={1.25} />}
        title={t('cart.emptyTitle')}
        body={t('cart.emptyBody')}
        action={<ButtonLink to="/home">{t('cart.startShopping')}</ButtonLink>}
      />
    );
  } else {
    const { total, count } = cartTotals(cart.data);
    body = (
      <div className="lg:grid lg:grid-cols-[1fr_20rem] lg:items-start lg:gap-10">
        <section aria-label={t('cart.items')}>
          <p className="pt-4 text-sm text-muted">{t('cart.itemCount', { count })}</p>
          <ul className="divide-y divide-line">
            {cart.data.map((item, i) => (
              <CartItemRow
                key={item.productId}
                item={item}
                priority={i < 3}
                removing={removing.has(item.productId)}
                onRemove={() => void onRemove(item.productId)}
                onChange={(change) => onChangeLine(item.productId, change)}
                opinions={<OpinionsSummary opinions={item.opinions} />}
              />
            ))}
          </ul>
        </section>
        <div className="mt-4 lg:sticky lg:top-20 lg:mt-4">
          <CartSummary total={total} count={count} clearing={clear.isPending} onClear={onClear} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={msg().myCart} back="/home" />
      <main className="mx-auto max-w-6xl px-4 pb-10 sm:px-6" aria-busy={cart.isPending}>
        <OfflineNote what="cart" />
        {body}
      </main>
    </>
  );
}

function CartSkeleton() {
  return (
    <div className="lg:grid lg:grid-cols-[1fr_20rem] lg:gap-10" aria-label={t('loading.cart')}>
      <div>
        <Skeleton className="mt-5 h-3 w-16" />
        <ul className="divide-y divide-line">
          {Array.from({ length: 3 }, (_, i) => (
            <CartItemSkeleton key={i} />
          ))}
        </ul>
      </div>
      <Skeleton className="mt-4 h-48 w-full rounded-lg" />
    </div>
  );
}
