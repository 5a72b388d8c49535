import { REASON_KIND_LABEL, type ScreeningStats } from '@ops/contracts/screening';
import { Table, Typography, type TableColumnsType } from 'antd';
import { formatCount, orDash } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { CategoryTag } from './category-tag';

type WordHit = ScreeningStats['words'][number];

/** Contact details are counted per detector (the server never sends the numbers), so their row names the detector. */
function hitText(row: WordHit): string {
  return row.word === '' && row.kind !== 'word' ? `各${REASON_KIND_LABEL[row.kind]}合计` : orDash(row.word);
}

const COLUMNS: TableColumnsType<WordHit> = [
  { title: '排名', key: 'rank', width: 56, render: (_value, _row, index) => index + 1 },
  { title: '类型', dataIndex: 'kind', key: 'kind', width: 96, render: (_value, row) => REASON_KIND_LABEL[row.kind] },
  {
    title: '命中内容',
    dataIndex: 'word',
    key: 'word',
    render: (_value, row) => <Typography.Text ellipsis={{ tooltip: hitText(row) }}>{hitText(row)}</Typography.Text>,
  },
  { title: '分类', dataIndex: 'category', key: 'category', width: 104, render: (_value, row) => <CategoryTag category={row.category} /> },
  { title: '次数', dataIndex: 'n', key: 'n', align: 'right', width: 80, render: (value: number) => formatCount(value) },
];

/** 命中词 TOP: the lexicon words and detectors that hit most over the range (at most 20). */
export function HitWordTable({ words, loading }: { words: readonly WordHit[]; loading: boolean }) {
  return (
    <Table<WordHit>
      aria-label="命中词 TOP"
      rowKey={(row) => `${row.kind}|${row.word}|${row.category}`}
      size="small"
      columns={COLUMNS}
      dataSource={words}
      loading={loading}
      pagination={false}
      tableLayout="fixed"
      locale={tableLocaleFor(loading)}
    />
  );
}
