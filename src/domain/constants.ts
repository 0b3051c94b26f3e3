/**
 * Every number the spec fixes, in one place (spec part 1 §9, part 2 §9).
 * Import these instead of writing literals.
 */

/** Catalog paging (part 1 §9). */
export const PRODUCT_PAGE_SIZE = 50;
export const HOME_SUMMARY_LIMIT = 10;
export const RELATED_REQUEST_LIMIT = 10;
export const RELATED_SHOWN_MAX = 5;
export const ORDER_LIST_LIMIT = 75;
export const CONTENT_LIST_PAGE_SIZE = 100;
/** The end-of-list message shows once more than this many items are loaded and all are shown. */
export const END_OF_LIST_MIN_ITEMS = 24;

/** Timings in milliseconds (part 1 §9, part 2 §9). */
export const SEARCH_DEBOUNCE_MS = 350;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 700;
export const QUANTITY_DEBOUNCE_MS = 250;
export const DELIVERY_CHECK_DEBOUNCE_MS = 500;
export const SPINNER_MIN_MS = 300;
export const ORDER_POLL_MS = 60_000;
/** The rewards status check while signed in where rewards apply (part 2 §7, §9: AIQ status poll 60 s). */
export const LOYALTY_STATUS_POLL_MS = 60_000;
export const HOME_SUMMARY_MAX_AGE_S = 300;
export const REGISTER_SUCCESS_CLOSE_MS = 4000;
export const BANNER_AUTOPLAY_DEFAULT_MS = 6000;
/** A banner's own time per slide, in seconds (carousel_auto_play_increment): long enough to read, short enough to move on. */
export const BANNER_INTERVAL_MIN_S = 1;
export const BANNER_INTERVAL_MAX_S = 60;
export const DRAWER_TRANSITION_MS = 450;
export const ACCESSIBILITY_RELOAD_DELAY_MS = 150;
export const TOOLTIP_LEAVE_DELAY_MOBILE_MS = 5000;
export const TOOLTIP_LEAVE_DELAY_MS = 200;
export const MAX_TOASTS = 3;
/** A list says when its data was last updated once it is older than this (README "What the device keeps (offline-first)"). */
export const DATA_AGE_NOTICE_MS = 5 * 60_000;

/** Cart line quantity bounds (part 1 §5). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 20;

/** Desktop price slider (part 1 §5). */
export const PRICE_SLIDER_STEP = 10;
export const PRICE_SLIDER_DEFAULT_MAX = 400;

/** Age gate and cookies, in days (part 1 §9). */
export const AGE_THRESHOLD = 21;
export const STORE_COOKIE_DAYS = 90;
export const AGE_GATE_COOKIE_DAYS = 365;
export const AUTH_COOKIE_DAYS = 30;
export const PROMO_DIALOG_SEEN_DAYS = 4;
export const REGISTRATION_DRAFT_HOURS = 8;

/** Breakpoints in px (part 1 §9). */
export const BREAKPOINTS = { xs: 600, tablet: 767, sm: 960, md: 1280 } as const;
export const BURGER_MAX_WIDTH = 1200;
export const MOBILE_DRAWER_MAX_WIDTH = 450;
export const HEADER_HEIGHT_DESKTOP = 72;
export const HEADER_HEIGHT_MOBILE = 95;
export const HEADER_HEIGHT_SIMPLE = 50;
export const HORIZONTAL_SCROLL_INSET = 50;

/** Menus and lists (part 1 §9). */
export const DEALS_MENU_SPECIALS = 6;
export const MOBILE_STORE_SPECIALS = 4;
export const FOOTER_ARTICLES = 6;
export const SHOP_MENU_ARTICLES = 6;
export const MOBILE_NAV_ARTICLES = 4;
export const HOME_CATEGORY_TILES_MOBILE = 4;

/** Store locator map (part 1 §2). */
export const MAP_MIN_ZOOM = 5;
export const MAP_MAX_ZOOM = 18;
export const MAP_SINGLE_POINT_PADDING = 0.02;
export const MAP_PIN_SELECTED = { width: 32, height: 38 } as const;
export const MAP_PIN = { width: 27, height: 32 } as const;

/** Delivery and forms (part 1 §5, §9). */
export const ZIP_LENGTH = 5;
export const PHONE_DIGITS = 10;
export const COUNTRY_CODE = '+1';
export const MED_CARD_MIN_CHARS = 5;
export const UPLOAD_MAX_BYTES = 10_485_760;
export const PASSWORD_MIN_LENGTH = 8;

/** Rewards (part 2 §9, DECISIONS.md: 40 points = $1). */
export const POINTS_PER_DOLLAR = 40;
export const LOYALTY_CAP_FACTOR = 100;
export const LOYALTY_MIN_BALANCE_PER_ITEM_CENTS = 100;
/** The console's points adjustment (README "Customers"): at most this many points either way in one entry. */
export const POINTS_ADJUSTMENT_MAX = 100_000;
/** A console decision about a customer (association, employee status, points) says why in 3 to 500 characters. */
export const CUSTOMER_REASON_MIN_CHARS = 3;
export const CUSTOMER_REASON_MAX_CHARS = 500;
/** Staff stopping an order (README "Reports") may add a short note to the reason they pick. */
export const ORDER_STOP_NOTE_MAX_CHARS = 200;

/** Sign-in (part 2 §9): refresh the access token 3 minutes before expiry, at most every 30 minutes. */
export const TOKEN_REFRESH_LEAD_MS = 3 * 60_000;
export const TOKEN_REFRESH_MAX_MS = 30 * 60_000;
/** Phone and email codes (part 2 §4, §9): a new code at most every 60 s, each valid 10 minutes. */
export const CODE_RESEND_LOCK_SECONDS = 60;
export const CODE_VALID_MINUTES = 10;

/** Staff (part 2 §9): the queue shows 72 hours and refreshes every 60 s (ORDER_POLL_MS). */
export const STAFF_ORDER_WINDOW_HOURS = 72;
export const STAFF_QUEUE_REFRESH_SECONDS = ORDER_POLL_MS / 1000;
/** Kiosk (DECISIONS.md "about 90 s" idle): then a countdown before the reset clears the session. */
export const KIOSK_IDLE_SECONDS = 90;
export const KIOSK_RESET_COUNTDOWN_SECONDS = 15;
/** Receipts (part 2 §4 receipt printing, react-to-print): page margins in px and the font size in pt. */
export const RECEIPT_PAGE_MARGIN_PX = 40;
export const RECEIPT_FONT_SIZE_PT = 9;

/** App identity (part 1 §9). */
export const APP_VERSION = '4.6.35';
export const DEFAULT_STORE_TIMEZONE = 'America/New_York';
/** How far ahead a public store lists its dated hour exceptions: two weeks covers the store page's week and the delivery windows. */
export const STORE_EXCEPTIONS_AHEAD_DAYS = 14;

/** Cart pricing (README "How a cart is priced"): the employee discount, a percentage of the cart after specials and promo. */
export const EMPLOYEE_DISCOUNT_PERCENT = 20;

/** Delivery windows (part 2 §3 Delivery window): two-hour slots on the hour, an hour ahead, over three days. */
export const DELIVERY_WINDOW_MINUTES = 120;
export const DELIVERY_LEAD_MINUTES = 60;
export const DELIVERY_WINDOW_DAYS = 3;

/** Console reports (README "Reports"): a range is at most a year and a day (a leap year), the top products table lists 20. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_TOP_PRODUCTS = 20;

/**
 * The years a console date may name (reports' days, publish dates, audit filters): far enough for any
 * real record or schedule, and inside what PostgreSQL and a JS Date both write as a plain 4-digit year.
 */
export const CONSOLE_FIRST_YEAR = 2000;
export const CONSOLE_LAST_YEAR = 2100;

/** Specials in the console (README "Specials in the console"): the largest amount, fixed price or bundle price a special names ($1,000). */
export const SPECIAL_MAX_CENTS = 100_000;
/** How many items a preview lists, and how many a store's item search in the console answers. */
export const SPECIAL_PREVIEW_ITEMS = 50;
/** How many of a special's items the console's list names (with their count); the special's own page answers them all. */
export const SPECIAL_LIST_ITEMS = 5;
/** The years a special's start or end may name in store time: outside them a typo (0026, 9999) is refused, not stored. */
export const SPECIAL_YEAR_MIN = 2000;
export const SPECIAL_YEAR_MAX = 2100;
