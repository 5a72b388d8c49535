import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AuditSelection } from './use-audit-selection';

interface AuditToolbarProps {
  selection: AuditSelection;
  total: number;
  /** Tab 3 works oldest first; the others newest first (spec 9). */
  oldestFirst: boolean;
  busy: boolean;
  onBatch: (action: 'pass' | 'reject') => void;
  /** The 快速审核 switch (and, on 待审核, the 领取模式 one). */
  modes: ReactNode;
}

export interface QuickSwitchProps {
  on: boolean;
  /** Only where a decision takes the card off the tab: 待审核, 机审, 待机审. */
  available: boolean;
  onChange: (on: boolean) => void;
}

export interface ClaimSwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
  pagesize: number;
  leaseMinutes: number;
}

/** 领取模式 (tab 待审核): the server hands the operator items no one else holds. */
export function ClaimSwitch({ on, onChange, pagesize, leaseMinutes }: ClaimSwitchProps) {
  const hint = `从待审核队列最早的内容中领取 ${pagesize} 条，其他审核员不会拿到；处理后自动补足，退出、离开页面或 ${leaseMinutes} 分钟无操作后释放。不受筛选条件影响。`;
  return (
    <Tooltip title={hint}>
      <Flex align="center" gap={6}>
        <Switch size="small" checked={on} onChange={onChange} aria-label="领取模式" data-testid="claim-mode-switch" />
        <Typography.Text>领取模式</Typography.Text>
      </Flex>
    </Tooltip>
  );
}

/** 快速审核: `a`/`r` decide without a confirmation (key `q`), remembered for the operator. */
export function QuickSwitch({ on, available, onChange }: QuickSwitchProps) {
  const label = (
    <Flex align="center" gap={6}>
      <Switch size="small" checked={on && available} disabled={!available} onChange={onChange} aria-keyshortcuts="q" aria-label="快速审核" data-testid="quick-review-switch" />
      <Typography.Text type={available ? undefined : 'secondary'}>快速审核</Typography.Text>
    </Flex>
  );
  const hint = available ? '开启后按 a 通过、r 拒绝，无需确认；z 在 10 秒内撤销（快捷键 q）' : '快速审核用于待审核、机审、待机审';
  return <Tooltip title={hint}>{label}</Tooltip>;
}

/** Select-all and the batch decisions (on the tabs of tabHasBatch), the total and the order of the list. */
export function AuditToolbar({ selection, total, oldestFirst, busy, onBatch, modes }: AuditToolbarProps) {
  const selectable = selection.selectableIds.length;
  const selected = selection.selectedIds.length;
  const order = (
    <Flex align="center" gap={16} wrap>
      {modes}
      <Typography.Text type="secondary" data-testid="audit-total">
        共 {total} 条 · 按发布时间{oldestFirst ? '从早到晚' : '从新到旧'}
      </Typography.Text>
    </Flex>
  );

  if (!selection.enabled) return <Flex justify="flex-end">{order}</Flex>;

  return (
    <Flex align="center" justify="space-between" gap={16} wrap>
      <Flex align="center" gap={12} wrap>
        <Checkbox
          checked={selectable > 0 && selected === selectable}
          indeterminate={selected > 0 && selected < selectable}
          disabled={selectable === 0}
          onChange={(event) => selection.setAll(event.target.checked)}
          data-testid="audit-select-all"
        >
          全选本页
        </Checkbox>
        <Typography.Text type="secondary" style={{ minWidth: 64 }}>
          已选 {selected} 条
        </Typography.Text>
        <Button type="primary" icon={<CheckOutlined aria-hidden />} disabled={busy} onClick={() => onBatch('pass')}>
          批量通过
        </Button>
        <Button danger icon={<CloseOutlined aria-hidden />} disabled={busy} onClick={() => onBatch('reject')}>
          批量拒绝
        </Button>
      </Flex>
      {order}
    </Flex>
  );
}
