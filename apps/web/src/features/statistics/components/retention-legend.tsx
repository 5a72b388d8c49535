import { Flex, Typography } from 'antd';
import { BRAND } from '@/lib/brand-colors';
import { heatStyle } from './retention-heat';

/** What the cell tint means: 0% pale to 100% dark. */
export function RetentionLegend() {
  const gradient = `linear-gradient(to right, ${heatStyle(0, BRAND.primary).background}, ${heatStyle(1, BRAND.primary).background})`;
  return (
    <Flex align="center" gap={6} role="img" aria-label="留存率色阶：颜色越深留存率越高，0% 至 100%">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        留存率 0%
      </Typography.Text>
      <span style={{ display: 'inline-block', width: 96, height: 10, borderRadius: 2, background: gradient }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        100%
      </Typography.Text>
    </Flex>
  );
}
