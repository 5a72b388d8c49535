import { INTEGRATION_SCOPE, type IntegrationScope, type IntegrationTokenRow, type IssuedIntegrationToken } from '@ops/contracts/integration-tokens';
import { MSG } from '@ops/contracts/messages';
import { Alert, App, Button, Card, Flex, Space, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, orDash } from '@/lib/format';
import { useIntegrationTokens, useRevokeIntegrationToken, useRotateIntegrationToken } from '../api/integration-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { IssuedTokenDialog } from './issued-token-dialog';

const SCOPE_SHORT: Record<IntegrationScope, string> = { events: '活跃事件', content: '内容接入', decisions: '拉取决定' };

/**
 * 系统对接 › 接入令牌 (issue 18): the app backend's named tokens, each limited to some calls. Only a token's first
 * characters are kept; 新建 and 轮换 show the secret once; 吊销 stops it at once.
 */
export function IntegrationTokensCard() {
  const tokens = useIntegrationTokens();
  const rotate = useRotateIntegrationToken();
  const revoke = useRevokeIntegrationToken();
  const { message, modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedIntegrationToken | null>(null);

  const confirmRotate = (row: IntegrationTokenRow) =>
    modal.confirm({
      title: `轮换令牌「${row.name}」？`,
      content: '将换发新令牌，旧令牌立即失效（其他实例最多数秒后失效）。请先准备好在应用后端更新配置。',
      okText: '轮换',
      cancelText: '取消',
      onOk: () =>
        rotate.mutateAsync(row.id).then(setIssued, (error: unknown) => {
          message.error(errorMessage(error, MSG.serverError));
        }),
    });

  const confirmRevoke = (row: IntegrationTokenRow) =>
    modal.confirm({
      title: `吊销令牌「${row.name}」？`,
      content: '吊销后使用该令牌的调用将被拒绝（401），此操作不可撤销。',
      okText: '吊销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        revoke.mutateAsync(row.id).then(
          () => message.success('令牌已吊销'),
          (error: unknown) => {
            message.error(errorMessage(error, MSG.serverError));
          },
        ),
    });

  const columns: TableProps<IntegrationTokenRow>['columns'] = [
    { title: '名称', dataIndex: 'name', key: 'name', width: 180, render: (name: string) => <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text> },
    { title: '令牌', dataIndex: 'prefix', key: 'prefix', width: 120, render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
    {
      title: '权限范围',
      dataIndex: 'scopes',
      key: 'scopes',
      render: (scopes: IntegrationScope[]) => (
        <Space size={[4, 4]} wrap>
          {scopes.map((scope) => (
            <Tooltip key={scope} title={INTEGRATION_SCOPE[scope]}>
              <Tag style={{ marginInlineEnd: 0 }}>{SCOPE_SHORT[scope]}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    { title: '创建', key: 'created', width: 200, render: (_value, row) => `${formatDateTime(row.createdAt)} ${row.createdBy}` },
    { title: '最近使用', dataIndex: 'lastUsedAt', key: 'lastUsedAt', width: 172, render: (value: number | null) => (value === null ? '从未使用' : formatDateTime(value)) },
    {
      title: '状态',
      key: 'state',
      width: 96,
      render: (_value, row) => (row.revokedAt === null ? <Tag color="success">有效</Tag> : <Tooltip title={`吊销于 ${formatDateTime(row.revokedAt)}`}><Tag>已吊销</Tag></Tooltip>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_value, row) =>
        row.revokedAt === null ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => confirmRotate(row)} aria-label={`轮换令牌 ${row.name}`}>
              轮换
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmRevoke(row)} aria-label={`吊销令牌 ${row.name}`}>
              吊销
            </Button>
          </Space>
        ) : (
          orDash(null)
        ),
    },
  ];

  return (
    <Card
      title="接入令牌"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建令牌
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {tokens.data?.bootstrapConfigured ? (
          <Alert type="info" showIcon title="服务端还配置了 INGEST_TOKEN（启动令牌，拥有全部权限范围）。为每个应用后端新建具名令牌后，可从环境变量中移除它。" />
        ) : null}
        <Table<IntegrationTokenRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={tokens.data?.items ?? []}
          loading={tokens.isPending}
          pagination={false}
          locale={{ emptyText: tokens.isError ? '令牌列表加载失败' : '还没有具名令牌' }}
          scroll={{ x: 900 }}
        />
      </Flex>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} onIssued={setIssued} />
      <IssuedTokenDialog issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
