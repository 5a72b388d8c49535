import type { SensitiveWord, SensitiveWordList } from '@ops/contracts/screening';
import { Button, Popconfirm, Space, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { PagedTable } from '@/components/paged-table';
import { rowNumber, type Paging } from '@/lib/table';
import { CategoryTag } from './category-tag';
import { WordActionTag } from './word-action-tag';

interface WordTableProps {
  paging: Paging;
  data: SensitiveWordList | undefined;
  loading: boolean;
  /** The word being deleted: its 删除 shows a spinner. */
  deletingId: number | null;
  onPage: (paging: Paging) => void;
  onEdit: (word: SensitiveWord) => void;
  onDelete: (word: SensitiveWord) => void;
}

const linkButton = { paddingInline: 4 } as const;

function columns({ paging, deletingId, onEdit, onDelete }: WordTableProps): TableProps<SensitiveWord>['columns'] {
  return [
    { title: '序号', key: 'index', width: 64, render: (_value, _row, index) => rowNumber(paging.page, paging.pagesize, index) },
    {
      title: '敏感词',
      dataIndex: 'word',
      key: 'word',
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '分类', dataIndex: 'category', key: 'category', width: 112, render: (_value, row) => <CategoryTag category={row.category} /> },
    { title: '处理方式', dataIndex: 'action', key: 'action', width: 104, render: (_value, row) => <WordActionTag action={row.action} /> },
    {
      title: '修改人',
      dataIndex: 'updatedBy',
      key: 'updatedBy',
      width: 120,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 120, render: (value: number) => <DateTimeCell value={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Space size={4}>
          <Button type="link" size="small" style={linkButton} onClick={() => onEdit(row)} aria-label={`编辑敏感词 ${row.word}`}>
            编辑
          </Button>
          <Popconfirm title="确定删除吗？" okText="确定" cancelText="取消" placement="topRight" onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger style={linkButton} loading={deletingId === row.id} aria-label={`删除敏感词 ${row.word}`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** The lexicon a page at a time, the row number continuing across pages; 编辑 opens the dialog, 删除 asks first. */
export function WordTable(props: WordTableProps) {
  return <PagedTable<SensitiveWord> paging={props.paging} data={props.data} loading={props.loading} onPage={props.onPage} columns={columns(props)} label="敏感词列表" />;
}
