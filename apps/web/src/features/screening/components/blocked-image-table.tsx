import type { BlockedImage, BlockedImageList } from '@ops/contracts/screening';
import { Button, Popconfirm, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { PagedTable } from '@/components/paged-table';
import type { Paging } from '@/lib/table';
import { blockedImageSource } from './blocked-image-source';
import { BlockedImageThumb } from './blocked-image-thumb';
import { CategoryTag } from './category-tag';

interface BlockedImageTableProps {
  paging: Paging;
  data: BlockedImageList | undefined;
  loading: boolean;
  /** The image being removed: its 移出 shows a spinner. */
  removingId: number | null;
  onPage: (paging: Paging) => void;
  onRemove: (image: BlockedImage) => void;
}

function columns({ removingId, onRemove }: BlockedImageTableProps): TableProps<BlockedImage>['columns'] {
  return [
    {
      title: '图片',
      key: 'image',
      width: 88,
      render: (_value, row) => <BlockedImageThumb url={row.imageUrl} label={`黑库图片 ${row.id}`} />,
    },
    {
      title: '哈希',
      dataIndex: 'hash',
      key: 'hash',
      render: (value: string) => (
        <Typography.Text code copyable={{ text: value, tooltips: ['复制', '已复制'] }} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Typography.Text>
      ),
    },
    { title: '分类', dataIndex: 'category', key: 'category', width: 112, render: (_value, row) => <CategoryTag category={row.category} /> },
    { title: '来源', key: 'source', width: 120, render: (_value, row) => blockedImageSource(row) },
    {
      title: '加入人',
      dataIndex: 'createdBy',
      key: 'createdBy',
      width: 120,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '加入时间', dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (value: number) => <DateTimeCell value={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_value, row) => (
        <Popconfirm title="确定移出图片黑库吗？" okText="确定" cancelText="取消" placement="topRight" onConfirm={() => onRemove(row)}>
          <Button type="link" size="small" danger style={{ paddingInline: 4 }} loading={removingId === row.id} aria-label={`移出黑库图片 ${row.id}`}>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];
}

/** The blocked images a page at a time: thumbnail with preview, hash, category, where it came from, who added it and when. */
export function BlockedImageTable(props: BlockedImageTableProps) {
  return <PagedTable<BlockedImage> paging={props.paging} data={props.data} loading={props.loading} onPage={props.onPage} columns={columns(props)} label="图片黑库" />;
}
