import type { FreezeRecord } from '@ops/contracts/users';
import { Typography } from 'antd';
import { freezeLabels } from './freeze-labels';

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
