import { FREEZE_REASON, FREEZING_RANGE, FREEZING_TIME, labelOf } from '@ops/contracts/codes';
import type { FreezeRecord } from '@ops/contracts/users';
import { formatDateTime } from '@/lib/format';

/** The display texts of one freeze record: duration, range, reason and expiry (永久 when it never expires). */
export function freezeLabels(record: FreezeRecord) {
  return {
    time: labelOf(FREEZING_TIME, record.freezingTime),
    range: labelOf(FREEZING_RANGE, record.freezingRange),
    reason: labelOf(FREEZE_REASON, record.reasonsForFreezing),
    expires: record.expiresAt === null ? '永久' : formatDateTime(record.expiresAt),
  };
}
