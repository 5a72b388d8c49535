import { DECISION_EVENT_LABEL, type DecisionEventType } from '@ops/contracts/decisions';
import { Flex, Typography } from 'antd';

/** The event type in Chinese, with the code the app receives below it in small grey text. */
export function EventTypeCell({ type }: { type: DecisionEventType }) {
  return (
    <Flex vertical style={{ minWidth: 0, lineHeight: 1.4 }}>
      <Typography.Text ellipsis={{ tooltip: DECISION_EVENT_LABEL[type] }}>{DECISION_EVENT_LABEL[type]}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: type }} style={{ fontSize: 12 }}>
        {type}
      </Typography.Text>
    </Flex>
  );
}
