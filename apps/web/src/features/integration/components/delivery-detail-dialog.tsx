import { SendOutlined } from '@ant-design/icons';
import { INTEGRATION_MSG } from '@ops/contracts/integration';
import { Button, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useDeliveryDetail } from '../api/get-delivery-detail';
import { canRedeliver } from './delivery-tabs';
import { DeliveryDetailContent } from './delivery-detail-content';
import { useRedeliverFlow } from './use-redeliver-flow';

interface DeliveryDetailDialogProps {
  /** The event to show; null keeps the dialog closed. */
  sequence: number | null;
  onClose: () => void;
}

/**
 * 事件详情 (50% wide like the other detail dialogs): the event's summary, the JSON the app receives and every delivery
 * attempt; 重新投递 for a failed or retrying event, after a confirmation. The detail refreshes itself while open.
 */
export function DeliveryDetailDialog({ sequence, onClose }: DeliveryDetailDialogProps) {
  // The last event shown stays on screen while the dialog plays its close animation.
  const [shown, setShown] = useState(sequence);
  if (sequence !== null && sequence !== shown) setShown(sequence);

  const detail = useDeliveryDetail(shown);
  const flow = useRedeliverFlow();
  const row = detail.isError ? undefined : detail.data?.row;

  const redeliverButton =
    row && canRedeliver(row.status) ? (
      <Popconfirm
        key="redeliver"
        title={INTEGRATION_MSG.redeliverConfirm}
        okText="确定"
        cancelText="取消"
        onConfirm={() => void flow.redeliver([row.sequence])}
      >
        <Button type="primary" icon={<SendOutlined aria-hidden />} loading={flow.redelivering}>
          重新投递
        </Button>
      </Popconfirm>
    ) : null;

  return (
    <Modal
      open={sequence !== null}
      title={shown === null ? '事件详情' : `事件详情 · ${shown}`}
      width="50%"
      style={{ top: 40, minWidth: 560 }}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        redeliverButton,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      <div data-testid="delivery-detail" style={{ maxHeight: 'calc(100vh - 220px)', minHeight: 200, overflowY: 'auto', paddingInlineEnd: 8 }}>
        {shown !== null ? <DeliveryDetailContent detail={detail} onLeave={onClose} /> : null}
      </div>
    </Modal>
  );
}
