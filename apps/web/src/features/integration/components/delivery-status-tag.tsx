import { DELIVERY_STATUS_COLOR, DELIVERY_STATUS_LABEL, type DeliveryStatus } from '@ops/contracts/integration';
import { Tag } from 'antd';

/** Delivery status from the one code table: 待投递 processing, 重试中 warning, 投递失败 error, 已投递 success. */
export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  return (
    <Tag color={DELIVERY_STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {DELIVERY_STATUS_LABEL[status]}
    </Tag>
  );
}
