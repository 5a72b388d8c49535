import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { CSSProperties } from 'react';
import { tableLocaleFor } from '@/lib/table';
import styles from './stats-table.module.css';

/** Height of one header or summary row of a middle-size table. */
const TABLE_ROW_HEIGHT = 47;

interface StatsTableProps<Row extends { time: string }> {
  label: string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[];
  loading: boolean;
  /** Grouped headers take two rows. */
  headerRows?: 1 | 2;
  summary?: TableProps<Row>['summary'];
  /** Narrower than this the columns scroll sideways under a fixed 时间; wider, they share the width. Default: their own widths. */
  minWidth?: number;
}

/**
 * A statistics table (spec 2.1: 80vh high, however few days it shows): header, body and summary share 80vh, the body
 * scrolls under a fixed header, 时间 stays on the left when the columns scroll sideways. Days are rows, so there is no
 * pagination.
 */
export function StatsTable<Row extends { time: string }>({ label, columns, rows, loading, headerRows = 1, summary, minWidth }: StatsTableProps<Row>) {
  const reserved = TABLE_ROW_HEIGHT * (headerRows + (summary ? 1 : 0));
  const bodyHeight = `calc(80vh - ${reserved}px)`;
  return (
    <Table<Row>
      aria-label={label}
      className={styles.table}
      style={{ '--stats-table-body-height': bodyHeight } as CSSProperties}
      rowKey="time"
      size="middle"
      bordered
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: minWidth ?? 'max-content', y: bodyHeight }}
      summary={summary}
      locale={tableLocaleFor(loading)}
    />
  );
}
