import { Button, Empty, Flex, Table, Typography, theme, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { diffRecords, type LogChangeRow } from './log-changes';

const valueStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

function Value({ row, text }: { row: LogChangeRow; text: string }) {
  return (
    <Typography.Text type={row.changed ? undefined : 'secondary'} style={valueStyle}>
      {text}
    </Typography.Text>
  );
}

/**
 * 变更内容: the recorded before/after as 字段 / 修改前 / 修改后, one row per flattened field. Changed rows are highlighted;
 * the others (unchanged, or recorded only before as context) are muted and folded away until asked for. Values are
 * text, never markup.
 */
export function LogChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const { token } = theme.useToken();
  const rows = useMemo(() => diffRecords(before, after), [before, after]);
  const [showOthers, setShowOthers] = useState(false);

  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无变更内容" />;

  const changedCount = rows.filter((row) => row.changed).length;
  const otherCount = rows.length - changedCount;
  // With nothing changed there is nothing to fold the other fields behind.
  const foldable = changedCount > 0 && otherCount > 0;
  const shown = foldable && !showOthers ? rows.filter((row) => row.changed) : rows;
  const highlight = (row: LogChangeRow) => ({ style: row.changed ? { background: token.colorWarningBg } : undefined });

  const columns: TableProps<LogChangeRow>['columns'] = [
    {
      title: '字段',
      key: 'label',
      width: '30%',
      onCell: highlight,
      render: (_value, row) => (
        <Typography.Text strong={row.changed} type={row.changed ? undefined : 'secondary'} title={row.key || undefined} style={valueStyle}>
          {row.label}
        </Typography.Text>
      ),
    },
    { title: '修改前', key: 'before', onCell: highlight, render: (_value, row) => <Value row={row} text={row.before} /> },
    { title: '修改后', key: 'after', onCell: highlight, render: (_value, row) => <Value row={row} text={row.after} /> },
  ];

  return (
    <Flex vertical gap={8}>
      <Table<LogChangeRow>
        rowKey="key"
        size="small"
        bordered
        columns={columns}
        dataSource={shown}
        pagination={false}
        tableLayout="fixed"
        data-testid="log-changes"
      />
      {foldable ? (
        <Button
          type="link"
          size="small"
          style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          aria-expanded={showOthers}
          onClick={() => setShowOthers(!showOthers)}
        >
          {showOthers ? '收起其余字段' : `显示其余字段（${otherCount}）`}
        </Button>
      ) : null}
    </Flex>
  );
}
