import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Typography } from 'antd';
import type { AuditSelection } from './use-audit-selection';

interface AuditToolbarProps {
  selection: AuditSelection;
  total: number;
  /** Tab 3 works oldest first; the others newest first (spec 9). */
  oldestFirst: boolean;
  busy: boolean;
  onBatch: (action: 'pass' | 'reject') => void;
}

/** Select-all and the batch decisions (on the tabs of tabHasBatch), the total and the order of the list. */
export function AuditToolbar({ selection, total, oldestFirst, busy, onBatch }: AuditToolbarProps) {
  const selectable = selection.selectableIds.length;
  const selected = selection.selectedIds.length;
  const order = (
    <Typography.Text type="secondary">
      共 {total} 条 · 按发布时间{oldestFirst ? '从早到晚' : '从新到旧'}
    </Typography.Text>
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
