import { RedoOutlined, SendOutlined } from '@ant-design/icons';
import { INTEGRATION_MSG } from '@ops/contracts/integration';
import { Button, Flex, Popconfirm, Typography } from 'antd';

interface DeliveryToolbarProps {
  /** Row selection is on (the 全部, 重试中 and 投递失败 tabs). */
  selectionShown: boolean;
  selectedCount: number;
  /** Failed plus retrying events, over the whole outbox: 0 disables 重新投递全部失败. */
  waitingForRedelivery: number;
  redelivering: boolean;
  redeliveringAll: boolean;
  onBatch: () => void;
  onRedeliverAll: () => void;
}

/** 重新投递 for the picked rows, and 重新投递全部失败 behind its confirmation. */
export function DeliveryToolbar(props: DeliveryToolbarProps) {
  const { selectionShown, selectedCount, waitingForRedelivery, redelivering, redeliveringAll, onBatch, onRedeliverAll } = props;
  return (
    <Flex align="center" gap={12} wrap>
      {selectionShown ? (
        <>
          <Typography.Text type="secondary">已选 {selectedCount} 条</Typography.Text>
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={redelivering} onClick={onBatch}>
            重新投递
          </Button>
        </>
      ) : null}
      <Popconfirm
        title={INTEGRATION_MSG.redeliverConfirmAll}
        placement="topRight"
        description={`共 ${waitingForRedelivery} 个事件`}
        okText="确定"
        cancelText="取消"
        onConfirm={onRedeliverAll}
        disabled={waitingForRedelivery === 0}
      >
        <Button icon={<RedoOutlined aria-hidden />} loading={redeliveringAll} disabled={waitingForRedelivery === 0}>
          重新投递全部失败
        </Button>
      </Popconfirm>
    </Flex>
  );
}
