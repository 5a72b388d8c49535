import { OPERATOR_MSG, type AccountSession } from '@ops/contracts/operators';
import { MSG } from '@ops/contracts/messages';
import { Alert, App, Button, Modal, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { errorMessage } from '@/lib/api-error';
import { orDash } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { useAccountSessions } from '../api/get-account-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';

interface AccountSessionsDialogProps {
  open: boolean;
  onClose: () => void;
}

const columns: TableProps<AccountSession>['columns'] = [
  {
    title: '设备',
    dataIndex: 'device',
    key: 'device',
    render: (value: string, row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
        <Typography.Text ellipsis={{ tooltip: value }}>{orDash(value)}</Typography.Text>
        {row.current ? (
          <Tag color="success" style={{ marginInlineEnd: 0, flex: 'none' }}>
            当前会话
          </Tag>
        ) : null}
      </span>
    ),
  },
  { title: 'IP', dataIndex: 'ip', key: 'ip', width: 140, render: (value: string) => orDash(value) },
  { title: '登录时间', dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (value: number) => <DateTimeCell value={value} /> },
  { title: '最近活动', dataIndex: 'lastSeenAt', key: 'lastSeenAt', width: 120, render: (value: number) => <DateTimeCell value={value} /> },
];

/** 我的会话: where the operator is signed in; 退出其他会话 ends all but this browser's session. */
export function AccountSessionsDialog({ open, onClose }: AccountSessionsDialogProps) {
  const sessions = useAccountSessions();
  const revoke = useRevokeOtherSessions();
  const { message } = App.useApp();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;

  const revokeOthers = () => revoke.mutate(undefined, { onSuccess: (result) => message.success(OPERATOR_MSG.otherSessionsRevoked(result.revoked)) });

  return (
    <Modal
      open={open}
      title="我的会话"
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Popconfirm
          key="revoke"
          title="确定退出其他会话吗？"
          description="除当前浏览器外，你在其他设备和浏览器上的登录将立即失效。"
          okText="确定"
          cancelText="取消"
          onConfirm={revokeOthers}
        >
          <Button danger loading={revoke.isPending} disabled={others === 0}>
            退出其他会话
          </Button>
        </Popconfirm>,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {sessions.isError ? (
        <Alert type="error" showIcon title="会话加载失败" description={errorMessage(sessions.error, MSG.serverError)} style={{ marginTop: 16 }} />
      ) : (
        <Table<AccountSession>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={items}
          loading={sessions.isFetching}
          pagination={false}
          locale={tableLocaleFor(sessions.isFetching)}
          tableLayout="fixed"
          aria-label="我的会话"
          style={{ marginTop: 16 }}
        />
      )}
    </Modal>
  );
}
