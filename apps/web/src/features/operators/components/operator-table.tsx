import type { OperatorAccount } from '@ops/contracts/operators';
import { Badge, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { EMPTY_TEXT, formatDateTime } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { OperatorActions, type OperatorCommand } from './operator-actions';
import { RoleTag } from './role-tag';

interface OperatorTableProps {
  operators: readonly OperatorAccount[];
  loading: boolean;
  /** The signed-in administrator. */
  selfId: number | undefined;
  running: { id: number; command: OperatorCommand } | null;
  onCommand: (command: OperatorCommand, operator: OperatorAccount) => void;
}

function LastLogin({ operator }: { operator: OperatorAccount }) {
  if (operator.lastLoginAt === null) return <>{EMPTY_TEXT}</>;
  return (
    <Flex vertical style={{ lineHeight: 1.4 }}>
      <span>{formatDateTime(operator.lastLoginAt)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {operator.lastLoginIp || EMPTY_TEXT}
      </Typography.Text>
    </Flex>
  );
}

function State({ operator }: { operator: OperatorAccount }) {
  return (
    <Flex vertical style={{ lineHeight: 1.4 }}>
      <Badge status={operator.disabled ? 'default' : 'success'} text={operator.disabled ? '停用' : '启用'} />
      {operator.mustChangePassword ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          待改密码
        </Typography.Text>
      ) : operator.activeSessions > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {operator.activeSessions} 个会话
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function columns({ selfId, running, onCommand }: OperatorTableProps): TableProps<OperatorAccount>['columns'] {
  return [
    {
      title: '用户名',
      dataIndex: 'username',
      key: 'username',
      render: (value: string, row) => (
        <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography.Text strong ellipsis={{ tooltip: value }} style={{ maxWidth: '100%' }}>
            {value}
          </Typography.Text>
          {row.id === selfId ? (
            <Tag color="processing" style={{ marginInlineEnd: 0 }}>
              当前账号
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      title: '显示名称',
      dataIndex: 'displayName',
      key: 'displayName',
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '角色', dataIndex: 'role', key: 'role', width: 96, render: (_value, row) => <RoleTag role={row.role} /> },
    { title: '状态', key: 'state', width: 80, render: (_value, row) => <State operator={row} /> },
    {
      title: '两步验证',
      dataIndex: 'twoFactorEnabled',
      key: 'twoFactorEnabled',
      width: 80,
      render: (value: boolean) => (value ? <Typography.Text type="success">已开启</Typography.Text> : <Typography.Text type="secondary">未开启</Typography.Text>),
    },
    { title: '最近登录', key: 'lastLogin', width: 160, render: (_value, row) => <LastLogin operator={row} /> },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', width: 104, render: (value: number) => <DateTimeCell value={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 208,
      render: (_value, row) => (
        <OperatorActions operator={row} self={row.id === selfId} running={running?.id === row.id ? running.command : null} onCommand={onCommand} />
      ),
    },
  ];
}

/** Every operator account; all of them on one page unless there are many. */
export function OperatorTable(props: OperatorTableProps) {
  return (
    <Table<OperatorAccount>
      rowKey="id"
      size="middle"
      columns={columns(props)}
      dataSource={[...props.operators]}
      loading={props.loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => `共 ${count} 个账号` }}
      locale={tableLocaleFor(props.loading)}
      tableLayout="fixed"
      aria-label="账号列表"
    />
  );
}
