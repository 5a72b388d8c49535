import { decisionEventLabel, type DecisionEventType } from '@ops/contracts/decisions';
import { Flex, Typography } from 'antd';

/** The event type in Chinese (a machine verdict as 机审…), with the code the app receives below it in small grey text. */
export function EventTypeCell({ type, operatorName }: { type: DecisionEventType; operatorName: string }) {
  const label = decisionEventLabel(type, operatorName);
  return (
    <Flex vertical style={{ minWidth: 0, lineHeight: 1.4 }}>
      <Typography.Text ellipsis={{ tooltip: label }}>{label}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: type }} style={{ fontSize: 12 }}>
        {type}
      </Typography.Text>
    </Flex>
  );
}
