import type { DecisionEvent } from '@ops/contracts/decisions';
import { Flex, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { SectionTitle } from './section-title';

/** 应用收到的内容: the event exactly as the webhook body and the pull feed carry it, pretty-printed and scrollable. */
export function EventJson({ event }: { event: DecisionEvent }) {
  const { token } = theme.useToken();
  const json = useMemo(() => JSON.stringify(event, null, 2), [event]);
  return (
    <Flex vertical gap={8}>
      <SectionTitle
        title="应用收到的内容"
        extra={<Typography.Text copyable={{ text: json, tooltips: ['复制 JSON', '已复制'] }} type="secondary" style={{ fontSize: 12 }} />}
      />
      <pre
        data-testid="delivery-event-json"
        style={{
          margin: 0,
          maxHeight: 220,
          overflow: 'auto',
          padding: '12px 16px',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          fontFamily: token.fontFamilyCode,
          fontSize: 12,
          lineHeight: 1.6,
        }}
      >
        {json}
      </pre>
    </Flex>
  );
}
