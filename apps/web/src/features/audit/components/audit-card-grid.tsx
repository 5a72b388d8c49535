import { MSG } from '@ops/contracts/messages';
import { Button, Card, Empty, Flex, Pagination, Result, Skeleton, Spin } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { errorMessage } from '@/lib/api-error';
import { FIRST_FRAME_CARDS, useProgressiveList } from '@/lib/progressive-list';
import { pagination } from '@/lib/table';

interface AuditCardGridProps<T extends { id: number }> {
  items: readonly T[];
  /** Nothing loaded yet: skeleton cards. */
  pending: boolean;
  /** A reload with the previous cards on screen. */
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  pagesize: number;
  total: number;
  onPageChange: (page: number, pagesize: number) => void;
  gridRef: RefObject<HTMLDivElement | null>;
  /** The narrowest a card may get before the grid drops a column. */
  minCardWidth: number;
  renderCard: (item: T) => ReactNode;
}

function gridStyle(minCardWidth: number) {
  return { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))`, gap: 16 } as const;
}

/** Cards in a responsive grid, then the house pagination. */
export function AuditCardGrid<T extends { id: number }>(props: AuditCardGridProps<T>) {
  const { items, pending, fetching, error, onRetry, page, pagesize, total, onPageChange, gridRef, minCardWidth, renderCard } = props;
  const style = gridStyle(minCardWidth);
  const shown = useProgressiveList(items, FIRST_FRAME_CARDS);

  if (pending) {
    return (
      <div style={style} aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} size="small">
            <Skeleton avatar active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </div>
    );
  }

  if (error && items.length === 0) {
    return (
      <Result
        status="error"
        title="列表加载失败"
        subTitle={errorMessage(error, MSG.serverError)}
        extra={
          <Button type="primary" loading={fetching} onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }

  const pager = pagination(page, pagesize, total);
  return (
    <Spin spinning={fetching} delay={150}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={{ padding: '48px 0' }} />
      ) : (
        <div ref={gridRef} style={style}>
          {shown.map((item) => (
            <div key={item.id} style={{ minWidth: 0 }}>
              {renderCard(item)}
            </div>
          ))}
        </div>
      )}
      {pager ? (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination {...pager} onChange={onPageChange} />
        </Flex>
      ) : null}
    </Spin>
  );
}
