import { API } from '@ops/contracts/paths';
import { apiRequest } from '@/lib/api-client';
import type { ClaimTarget } from './claim-items';

const RELEASE_PATH: Record<ClaimTarget, string> = { post: API.messagesRelease, video: API.videosRelease };

/**
 * POST /manage/messages/release (or videos) without ids: leaving 领取模式 (or the page, or the browser tab) ends every
 * lease the operator holds on this kind, so colleagues get the items at once instead of when the leases run out.
 * `keepalive` lets it finish while the page unloads; nothing to report if it fails (the leases then run out).
 */
export function releaseClaimedItems(target: ClaimTarget): void {
  apiRequest(RELEASE_PATH[target], { method: 'POST', body: {}, silent: true, keepalive: true, skipAuthRedirect: true }).catch(() => undefined);
}
