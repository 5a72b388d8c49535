import type { ScreeningStats } from '@ops/contracts/screening';
import { Table, type TableColumnsType } from 'antd';
import { formatCount } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { CategoryTag } from './category-tag';
import { formatShare } from './screening-shares';

type CategoryHit = ScreeningStats['categories'][number];

function columns(total: number): TableColumnsType<CategoryHit> {
  return [
    { title: '排名', key: 'rank', width: 64, render: (_value, _row, index) => index + 1 },
    { title: '分类', dataIndex: 'category', key: 'category', render: (_value, row) => <CategoryTag category={row.category} /> },
    { title: '命中次数', dataIndex: 'n', key: 'n', align: 'right', width: 104, render: (value: number) => formatCount(value) },
    { title: '占比', key: 'share', align: 'right', width: 88, render: (_value, row) => formatShare(row.n, total) },
  ];
}

/** 命中分类 TOP: the reasons of the range per category, most first, with each one's share of them all. */
export function HitCategoryTable({ categories, loading }: { categories: readonly CategoryHit[]; loading: boolean }) {
  const total = categories.reduce((sum, hit) => sum + hit.n, 0);
  return (
    <Table<CategoryHit>
      aria-label="命中分类 TOP"
      rowKey="category"
      size="small"
      columns={columns(total)}
      dataSource={categories}
      loading={loading}
      pagination={false}
      locale={tableLocaleFor(loading)}
    />
  );
}
