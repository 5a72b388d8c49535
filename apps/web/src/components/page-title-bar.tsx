import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Heading } from './plain-text';

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
        <Heading level={4}>{title}</Heading>
      </Flex>
      {extra}
    </Flex>
  );
}
