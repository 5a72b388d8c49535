import { QuestionCircleOutlined } from '@ant-design/icons';
import { MSG } from '@ops/contracts/messages';
import { type ReviewAction, REVIEW_CONFIRM, type Totals } from '@ops/contracts/moderation';
import { App, Button, Card, Flex } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useStayWithinLastPage } from '@/lib/table';
import type { ReviewFetchers } from '../api/use-review-decision';
import { AuditCardFrame, type AuditCardItem } from './audit-card-frame';
import { AuditCardGrid } from './audit-card-grid';
import { auditTabItems, isAuditTab, tabHasBatch } from './audit-tabs';
import { AuditToolbar } from './audit-toolbar';
import { blocklistOptionLabel } from './blocklist-feedback';
import type { DecideOptions } from './review-actions';
import { batchConfirmText, batchRefusal } from './review-rules';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { useAuditHotkeys } from './use-audit-hotkeys';
import type { AuditListState } from './use-audit-list-state';
import { useAuditSelection } from './use-audit-selection';
import { useCardCursor } from './use-card-cursor';
import { useImageBlocklist } from './use-image-blocklist';
import { useKeyboardDecisions } from './use-keyboard-decisions';
import { useReviewFlow } from './use-review-flow';

export interface AuditListQuery<T> {
  data: { counts: number; items: T[]; totals: Totals } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface AuditBoardProps<T extends AuditCardItem> {
  /** 动态 or 视频 */
  noun: string;
  listState: AuditListState;
  list: AuditListQuery<T>;
  fetchers: ReviewFetchers;
  /** What the board lists, as 图片黑库 names it when a rejection adds the item's images. */
  targetType: 'post' | 'video';
  /** The item's images: a post's pictures, a video's cover. */
  imagesOf: (item: T) => readonly string[];
  renderBody: (item: T) => ReactNode;
  /** See AuditCardGrid: 460 px gives image cards two columns at 1366 px and three at 1920 px. */
  minCardWidth: number;
}

/** The status tabs, the batch bar and the cards of an audit list, with the keyboard workflow (issue 3, item 8). */
export function AuditBoard<T extends AuditCardItem>(props: AuditBoardProps<T>) {
  const { noun, listState, list, fetchers, targetType, imagesOf, renderBody, minCardWidth } = props;
  const { params } = listState;
  const { message, modal } = App.useApp();
  const gridRef = useRef<HTMLDivElement | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const items = list.data?.items ?? [];
  const total = list.data?.counts ?? 0;
  const selection = useAuditSelection(items, JSON.stringify(params), tabHasBatch(params.state));
  const cursor = useCardCursor(
    items.map((item) => item.id),
    gridRef,
  );
  const flow = useReviewFlow(noun, fetchers, (restored) => {
    const [only] = restored;
    if (restored.length === 1 && only !== undefined) cursor.focusId(only);
  });

  useStayWithinLastPage(
    { loaded: list.data !== undefined && !list.isFetching, total, page: params.page, pagesize: params.pagesize },
    (page) => listState.changePage(page, params.pagesize),
  );

  const blockImages = useImageBlocklist(targetType);
  const blocklistOption = (item: T) => blocklistOptionLabel(targetType, imagesOf(item).length);

  const decideOne = (item: T, action: ReviewAction, options?: DecideOptions) => {
    cursor.advancePast(item.id);
    void flow.decide(action, [item.id]).then((result) => {
      // Only once the rejection is done: a skipped one (decided meanwhile) adds nothing to 图片黑库.
      if (action === 'reject' && options?.blockImages && result?.done.includes(item.id)) void blockImages(item.id);
    });
  };

  const batch = (action: 'pass' | 'reject') => {
    const ids = selection.selectedIds;
    if (ids.length === 0) {
      message.error(MSG.nothingSelected);
      return;
    }
    const picked = items.filter((item) => ids.includes(item.id));
    const refusal = batchRefusal(noun, picked, action);
    if (refusal) {
      message.warning(refusal);
      return;
    }
    modal.confirm({
      title: action === 'pass' ? REVIEW_CONFIRM.batchPass : REVIEW_CONFIRM.batchReject,
      // On 机审 and 全部 some picked items may not take this action (a machine pass cannot be passed): said beforehand,
      // then skipped and named by the server.
      content: batchConfirmText(noun, picked, action),
      okButtonProps: { danger: action === 'reject' },
      onOk: async () => {
        const result = await flow.decide(action, ids);
        if (result) selection.clear();
      },
    });
  };

  useAuditHotkeys(
    useKeyboardDecisions({
      noun,
      items,
      params,
      total,
      cursor,
      selection,
      flow,
      listState,
      decideOne,
      blocklistOption,
      openHelp: () => setHelpOpen(true),
    }),
  );

  return (
    <Card
      tabList={auditTabItems(list.data?.totals)}
      activeTabKey={params.state}
      onTabChange={(key) => {
        if (isAuditTab(key)) listState.changeTab(key);
      }}
      tabBarExtraContent={
        <Button type="text" icon={<QuestionCircleOutlined aria-hidden />} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          快捷键
        </Button>
      }
      styles={{ body: { paddingTop: 16 } }}
    >
      <Flex vertical gap={16}>
        <AuditToolbar selection={selection} total={total} oldestFirst={params.state === '3'} busy={flow.busyIds.size > 0} onBatch={batch} />
        <AuditCardGrid
          items={items}
          pending={list.isPending}
          fetching={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          page={params.page}
          pagesize={params.pagesize}
          total={total}
          onPageChange={listState.changePage}
          gridRef={gridRef}
          minCardWidth={minCardWidth}
          renderCard={(item) => (
            <AuditCardFrame
              item={item}
              noun={noun}
              images={{ urls: imagesOf(item), cover: targetType === 'video' }}
              blocklistOption={blocklistOption(item)}
              active={cursor.activeId === item.id}
              busy={flow.busyIds.has(item.id)}
              selectionShown={selection.enabled}
              selectable={selection.isSelectable(item.id)}
              selected={selection.isSelected(item.id)}
              onToggle={() => selection.toggle(item.id)}
              onActivate={() => cursor.activate(item.id)}
              onDecide={(action, options) => decideOne(item, action, options)}
            >
              {renderBody(item)}
            </AuditCardFrame>
          )}
        />
      </Flex>
      <ShortcutHelpDialog open={helpOpen} noun={noun} onClose={() => setHelpOpen(false)} />
    </Card>
  );
}
