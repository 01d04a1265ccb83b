// The product's constants (docs/product.md, Limits), shared by the server and the web app.
export const OTP_LENGTH = 4;
export const OTP_RESEND_COUNTDOWN_SECONDS = 300;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 2;
export const RECENT_SEARCHES_KEPT = 5;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;
export const BRAND_SCROLL_PX_PER_FRAME = 1;
export const BRAND_SCROLL_RESUME_MS = 3000;
export const SIDE_MENU_WIDTH_REM = 20;
export const TILE_STAGGER_SECONDS = 0.1;
export const COPYRIGHT_YEAR = 2025;
export const FREE_DELIVERY_ABOVE_RUPEES = 500;
export const RETURN_DAYS = 30;
export const CAPTURE_JPEG_QUALITY = 0.8;
export const MOBILE_BREAKPOINT_PX = 768;
export const REDIRECT_DELAY_MS = 1500;
export const LONG_REDIRECT_DELAY_MS = 2000;
export const LOGIN_MESSAGE_MS = 5000;
export const LANDING_BUTTON_DELAY_MS = 7000;
export const PAGE_TRANSITION_SECONDS = 0.6;
export const FRIENDS_POLL_MS = 30_000;
export const PENDING_FRIEND_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

// Server-side limits (docs/api.md; docs/product.md, Limits).
export const CART_MAX_QUANTITY = 10;
export const LIST_DEFAULT_LIMIT = 48;
export const LIST_MAX_LIMIT = 100;
/** Deepest page a listing serves (offset); infinite scroll never gets near it. */
export const LIST_MAX_OFFSET = 10_000;
/** Longest text search query accepted (characters). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
/** Failed code guesses (ADR 1300): per e-mail and client address a day, per client address a day
 * across all e-mails, and per e-mail from everyone in a 15-minute window (the longest anybody
 * else can keep an owner from using their codes). */
export const OTP_MAX_FAILURES_PER_EMAIL_CLIENT_DAY = 10;
export const OTP_MAX_FAILURES_PER_CLIENT_DAY = 30;
export const OTP_MAX_FAILURES_PER_EMAIL_WINDOW = 10;
export const OTP_EMAIL_LOCK_WINDOW_MS = 15 * 60 * 1000;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// Image route: the widths the server renders (anything else is a 400).
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

// Browser storage keys: the web app has always used these names.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  addedToCart: 'addedToCart',
  pendingFriendRequests: 'pendingFriendRequests',
  rejectedFriendRequests: 'rejectedFriendRequests',
  pendingRequestsWithTime: 'pendingRequestsWithTime',
  /** The device's, not an account's: kept over a sign-in on a signed-out device (ADR 4601). */
  recentlyViewed: 'recentlyViewed',
} as const;
