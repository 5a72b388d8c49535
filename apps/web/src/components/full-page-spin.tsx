import { Flex, Spin } from 'antd';

export function FullPageSpin({ tip = '加载中…' }: { tip?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={tip} />
    </Flex>
  );
}
