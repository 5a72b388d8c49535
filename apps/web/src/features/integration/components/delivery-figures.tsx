import { DELIVERY_STATUS_LABEL, type IntegrationStatus } from '@ops/contracts/integration';
import { Col, Row, Statistic, theme } from 'antd';

/** The counts per status (over the kept events) and the last day's deliveries and failed attempts. */
export function DeliveryFigures({ status }: { status: IntegrationStatus }) {
  const { token } = theme.useToken();
  const { counts } = status;
  const alert = (value: number) => (value > 0 ? { content: { color: token.colorError } } : undefined);
  const figures = [
    { key: 'pending', title: DELIVERY_STATUS_LABEL.pending, value: counts.pending },
    { key: 'retrying', title: DELIVERY_STATUS_LABEL.retrying, value: counts.retrying, styles: counts.retrying > 0 ? { content: { color: token.colorWarning } } : undefined },
    { key: 'failed', title: DELIVERY_STATUS_LABEL.failed, value: counts.failed, styles: alert(counts.failed) },
    { key: 'delivered', title: `${DELIVERY_STATUS_LABEL.delivered}（保留期内）`, value: counts.delivered },
    { key: 'delivered24h', title: '最近 24 小时投递', value: status.deliveredLast24h },
    { key: 'failedAttempts24h', title: '最近 24 小时失败尝试', value: status.failedAttemptsLast24h, styles: alert(status.failedAttemptsLast24h) },
  ];
  return (
    <Row gutter={[24, 16]} data-testid="delivery-figures">
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={4}>
          <Statistic title={figure.title} value={figure.value} styles={figure.styles} />
        </Col>
      ))}
    </Row>
  );
}
