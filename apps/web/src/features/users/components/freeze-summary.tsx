import { FREEZE_REASON, FREEZING_RANGE, FREEZING_TIME, labelOf } from '@ops/contracts/codes';
import type { FreezeRecord } from '@ops/contracts/users';
import { Typography } from 'antd';
import { formatDateTime } from '@/lib/format';

export function freezeLabels(record: FreezeRecord) {
  return {
    time: labelOf(FREEZING_TIME, record.freezingTime),
    range: labelOf(FREEZING_RANGE, record.freezingRange),
    reason: labelOf(FREEZE_REASON, record.reasonsForFreezing),
    expires: record.expiresAt === null ? '永久' : formatDateTime(record.expiresAt),
  };
}

/** One line describing the freeze in force. */
export function FreezeSummary({ record }: { record: FreezeRecord }) {
  const labels = freezeLabels(record);
  const parts = [
    `冻结时长：${labels.time}`,
    `冻结范围：${labels.range}`,
    `冻结原因：${labels.reason}`,
    `到期时间：${labels.expires}`,
  ];
  if (record.frozenRemarks) parts.push(`备注：${record.frozenRemarks}`);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {parts.join('；')}
    </Typography.Text>
  );
}
