import { PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { IMAGE_BLOCKLIST_PAGE_SIZE } from '@ops/contracts/screening';
import type { Paging } from '@/lib/table';
import { toPositiveInt } from '@/lib/url-state';

/** The keys the 图片黑库 page owns in the URL, with their defaults. */
export const IMAGE_URL_DEFAULTS = { page: '1', pagesize: String(IMAGE_BLOCKLIST_PAGE_SIZE) };
export type ImageUrlState = Record<keyof typeof IMAGE_URL_DEFAULTS, string>;

/** The list call's paging from URL text; anything malformed falls back to its default. */
export function imageListParams(url: ImageUrlState): Paging {
  return { page: toPositiveInt(url.page, 1), pagesize: toPositiveInt(url.pagesize, IMAGE_BLOCKLIST_PAGE_SIZE, PAGE_SIZE_MAX) };
}
