// The English catalogue (ADR 3201): the source every other language is checked against. Words
// docs/product.md names are in `fromSpec` and stay its words exactly (i18n.test.ts reads them
// there); the rest, labels for screen readers and the like, are the app's own.
// A message is a string with {placeholders}, or, for a count, its singular and plural forms.

export type Message = string | { readonly one: string; readonly other: string };

const fromSpec = {
  'nav.home': 'Home',
  'nav.search': 'Search',
  'nav.cart': 'Cart',
  'nav.profile': 'Profile',
  'nav.login': 'Login',
  'nav.logout': 'Logout',
  'home.categories.women': 'WOMEN CATEGORIES',
  'home.categories.men': 'MEN CATEGORIES',
  'home.brands': 'Popular Brands',
  'error.failed': 'Something went wrong',
  'error.goHome': 'Go Home',
  // MSG.sessionExpired, for the app chunk, which does not carry MSG (ADR 3203).
  'session.expired': 'Session expired. Please login again.',
} as const;

const ours = {
  'nav.main': 'Main',
  'nav.account': 'Your account',
  'nav.categories': 'Shop by category',
  'nav.wishlist': 'Wishlist',
  'nav.searchStore': 'Search the store',
  'nav.searchPlaceholder': 'Search for products, brands and more',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.newActivity': { one: ', {count} new', other: ', {count} new' },
  'language.label': 'Language',
  'home.shopFor': 'Shop for',
  'home.women': 'Women',
  'home.men': 'Men',
  'home.womenStyles': "Women's styles",
  'home.menStyles': "Men's styles",
  'home.shopTheEdit': 'Shop the edit',
  'home.slide': '{name}, {n} of {count}',
  'home.goToSlide': 'Go to slide {n}: {name}',
  'home.previousSlide': 'Previous slide',
  'home.nextSlide': 'Next slide',
  'footer.label': 'Footer',
  'footer.about': 'About',
  'footer.contact': 'Contact',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy',
  'footer.copyright': '© {year} Saath. Open beta.',
  'store.title': 'Saath — fashion with friends',
  'page.back': 'Back',
  'page.explore': 'Explore',
  'page.product': 'Product',
  'search.products': 'Search products',
  'search.placeholder': 'Search kurtas, jeans, brands…',
  'search.didYouMean': 'Did you mean {query}?',
  'loading.products': 'Loading products',
  'loading.product': 'Loading product',
  'loading.cart': 'Loading cart',
  'cart.items': 'Cart items',
  'cart.summary': 'Summary',
  'cart.count': 'Items',
  'cart.total': 'Total',
  'cart.startShopping': 'Start Shopping',
  'cart.itemCount': { one: '{count} item', other: '{count} items' },
  'cart.emptyTitle': 'Your cart is empty',
  'cart.emptyBody': 'Find something you love and add it here.',
  'error.offline': "You're offline",
  'error.offlineHelp': 'Check your connection, then tap Retry.',
  'error.failedHelp': 'Please try again.',
  'error.retry': 'Retry',
  'menu.categories': 'Categories',
  // Shared by every screen (ADR 3203).
  loading: 'Loading',
} as const;

export const SPEC_KEYS = Object.keys(fromSpec) as readonly (keyof typeof fromSpec)[];

export const en = { ...fromSpec, ...ours } satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;
/** A language's catalogue: every key, with a count's message plural too. */
export type Catalogue = { readonly [K in MessageKey]: (typeof en)[K] extends string ? string : Message };
