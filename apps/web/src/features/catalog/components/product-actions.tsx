// Add to Cart and Buy Now on the product page. Owned by the cart issue, which completes the
// signed-in flow; a signed-out shopper goes to /login carrying the origin, action and product.
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '@store/shared/messages';
import type { Product } from '@store/shared/product';
import { Button } from '../../../components/ui/button';
import type { LoginRedirectState, PendingAction } from '../../../lib/login-redirect';
import { getToken } from '../../../lib/storage';

export function ProductActions({ product }: { product: Product }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = (action: PendingAction) => {
    const state: LoginRedirectState = {
      from: location.pathname,
      action,
      product: { id: product.id, title: product.title, url: product.url },
    };
    navigate('/login', { state });
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button size="lg" variant="secondary" onClick={() => (getToken() ? undefined : toLogin('addToCart'))}>
        {MSG.addToCart}
      </Button>
      <Button size="lg" onClick={() => (getToken() ? undefined : toLogin('buyNow'))}>
        {MSG.buyNow}
      </Button>
    </div>
  );
}
