import { Table, type TableColumnsType, type TableProps } from 'antd';
import { tableLocale } from '@/lib/table';

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
}

/**
 * A statistics table (spec 9: 80vh high): header, body and summary share 80vh, the body scrolls under a fixed header,
 * 时间 stays on the left when the columns scroll sideways. Days are rows, so there is no pagination.
 */
export function StatsTable<Row extends { time: string }>({ label, columns, rows, loading, headerRows = 1, summary }: StatsTableProps<Row>) {
  const reserved = TABLE_ROW_HEIGHT * (headerRows + (summary ? 1 : 0));
  return (
    <Table<Row>
      aria-label={label}
      rowKey="time"
      size="middle"
      bordered
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content', y: `calc(80vh - ${reserved}px)` }}
      summary={summary}
      locale={tableLocale}
    />
  );
}
