// The contract between a screen that needs sign-in and the login screen (docs/product.md, Adding to the cart):
// a signed-out Add to Cart or Buy Now goes to /login with this state; after signing in, login
// navigates back to `from` with ResumeState so the product page finishes the action.
export type PendingAction = 'addToCart' | 'buyNow' | 'wishlist';

export interface PendingProduct {
  id: string;
  title?: string;
  url?: string;
  /** The size chosen before a signed-out Add to Cart (ADR 2905): added with it after login. */
  size?: string;
}

/** navigate('/login', { state }) */
export interface LoginRedirectState {
  from: string;
  action?: PendingAction;
  product?: PendingProduct;
}

/** navigate(from, { state }) after a successful login. */
export interface ResumeState {
  addToCartAfterLogin?: boolean;
  buyNowAfterLogin?: boolean;
  /** Shop with friends (ADR 1700): the heart, tapped while signed out. */
  wishlistAfterLogin?: boolean;
  product?: PendingProduct;
}

export function isLoginRedirectState(value: unknown): value is LoginRedirectState {
  return typeof value === 'object' && value !== null && typeof (value as { from?: unknown }).from === 'string';
}

/** What login hands back to the origin page. */
export function resumeStateFor(state: LoginRedirectState): ResumeState {
  return {
    addToCartAfterLogin: state.action === 'addToCart' || undefined,
    buyNowAfterLogin: state.action === 'buyNow' || undefined,
    wishlistAfterLogin: state.action === 'wishlist' || undefined,
    product: state.product,
  };
}
