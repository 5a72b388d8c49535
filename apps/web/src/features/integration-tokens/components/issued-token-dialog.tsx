import type { IssuedIntegrationToken } from '@ops/contracts/integration-tokens';
import { Alert, Flex, Modal, Typography } from 'antd';

interface IssuedTokenDialogProps {
  issued: IssuedIntegrationToken | null;
  onClose: () => void;
}

/** The secret of a new or rotated token, shown this once: it is stored only as a hash. */
export function IssuedTokenDialog({ issued, onClose }: IssuedTokenDialogProps) {
  return (
    <Modal
      open={issued !== null}
      title={issued ? `接入令牌「${issued.row.name}」` : ''}
      okText="我已保存"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      {issued ? (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          <Alert type="warning" showIcon title="令牌只显示这一次，关闭后无法再次查看；请立即复制并保存到应用后端的配置中。" />
          <Typography.Paragraph
            code
            copyable={{ text: issued.token, tooltips: ['复制令牌', '已复制'] }}
            style={{ marginBottom: 0, wordBreak: 'break-all' }}
            aria-label="新令牌"
          >
            {issued.token}
          </Typography.Paragraph>
          <Typography.Text type="secondary">应用后端调用 /ingest/* 时携带：Authorization: Bearer &lt;令牌&gt;</Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}
