import type { Paged } from '@ops/contracts/common';
import { Table, type TableProps } from 'antd';
import { nextPaging, pagination, tableLocaleFor, type Paging } from '@/lib/table';
import { FIRST_FRAME_ROWS, useProgressiveList } from '@/lib/progressive-list';

interface PagedTableProps<Row extends { id: number }> {
  paging: Paging;
  data: Paged<Row> | undefined;
  loading: boolean;
  onPage: (paging: Paging) => void;
  columns: TableProps<Row>['columns'];
  /** The table's accessible name, where the page holds more than one table or none has a heading. */
  label?: string;
}

/** A server-paged table in the house style: rows by id, the house pagination and empty state, fixed layout. */
export function PagedTable<Row extends { id: number }>({ paging, data, loading, onPage, columns, label }: PagedTableProps<Row>) {
  const rows = useProgressiveList(data?.items, FIRST_FRAME_ROWS);
  const handleChange: TableProps<Row>['onChange'] = (pager, _filters, _sorter, extra) => onPage(nextPaging(paging, pager, extra.action));

  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination(paging.page, paging.pagesize, data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocaleFor(loading)}
      tableLayout="fixed"
      aria-label={label}
    />
  );
}
