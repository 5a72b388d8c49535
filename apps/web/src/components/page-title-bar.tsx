import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageTitleBarProps {
  title: ReactNode;
  onBack?: () => void;
  extra?: ReactNode;
}

export function PageTitleBar({ title, onBack, extra }: PageTitleBarProps) {
  return (
    <Flex align="center" justify="space-between" gap={16}>
      <Flex align="center" gap={8}>
        {onBack ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={onBack} /> : null}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {extra}
    </Flex>
  );
}
