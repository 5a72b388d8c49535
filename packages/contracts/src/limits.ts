/** Business constants from spec section 9, written once for both sides. */
export const FILTER_TEXT_MAX = 15;
export const REMARKS_MAX = 50;
export const USER_LIST_PAGE_SIZE = 20;
export const LOG_LIST_PAGE_SIZE = 20;
export const DETAIL_LIST_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
export const PAGE_SIZE_MAX = 100;
export const BATCH_IDS_MAX = 500;
export const DATE_UNSET = -1;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
export const DEMO_OPERATOR = { username: 'admin', password: 'admin123' } as const;
export const PASSWORD_MIN_LENGTH = 8;

/** Calendar days of the statistics (architecture 5). China has kept UTC+8 without daylight saving since 1991. */
export const STATS_TIME_ZONE = 'Asia/Shanghai';
/* Here, not in statistics.ts (zod schemas), so the first screen's date helpers need no zod. */
export const STATS_UTC_OFFSET_MS = 8 * 3_600_000;
