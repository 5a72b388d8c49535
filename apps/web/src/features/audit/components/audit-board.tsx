import { QuestionCircleOutlined } from '@ant-design/icons';
import { MSG } from '@ops/contracts/messages';
import { type AuditTabCode, type ReviewAction, REVIEW_CONFIRM, type Totals } from '@ops/contracts/moderation';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOperator } from '@/lib/operator-access';
import { useStayWithinLastPage } from '@/lib/table';
import { REVIEW_LEASE_MINUTES_DEFAULT } from '@ops/contracts/review-queue';
import { formatClock } from '@/lib/format';
import { usePreferences } from '../../auth/api/get-preferences';
import { useClaimedItems } from '../api/claim-items';
import { releaseClaimedItems } from '../api/release-items';
import { useUpdatePreferences } from '../../auth/api/update-preferences';
import { heldByOther } from '../quick/held-by';
import { useQuickReview } from '../quick/use-quick-review';
import type { ReviewFetchers } from '../api/use-review-decision';
import type { AuditCardItem } from './audit-card-frame';
import { AuditCardSlot, useCardHandlers } from './audit-card-slot';
import { AuditCardGrid } from './audit-card-grid';
import { auditTabItems, isAuditTab, tabHasBatch } from './audit-tabs';
import { AuditToolbar, ClaimSwitch, QuickSwitch } from './audit-toolbar';
import { blocklistOptionLabel } from './blocklist-feedback';
import type { DecideOptions } from './review-actions';
import { batchConfirmText, batchRefusal } from './review-rules';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { useAuditHotkeys } from './use-audit-hotkeys';
import type { AuditListState } from './use-audit-list-state';
import { useAuditSelection } from './use-audit-selection';
import { useCardCursor, useFocusFollows } from './use-card-cursor';
import { useFirstShown } from './use-first-shown';
import { useImageBlocklist } from './use-image-blocklist';
import { useKeyboardDecisions } from './use-keyboard-decisions';
import { useReviewFlow } from './use-review-flow';

export interface AuditListQuery<T> {
  data: { counts: number; items: T[]; totals: Totals; requestedAt?: number } | undefined;
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

/** Where 快速审核 works: tabs a decision takes the card off, so the list refills itself from the top. */
const QUICK_TABS: readonly AuditTabCode[] = ['3', 'machine', '1'];

/**
 * The status tabs, the batch bar and the cards of an audit list, with the keyboard workflow (issue 3, item 8) and
 * 快速审核 (issue 15).
 */
export function AuditBoard<T extends AuditCardItem>(props: AuditBoardProps<T>) {
  const { noun, listState, list, fetchers, targetType, imagesOf, renderBody, minCardWidth } = props;
  const { params } = listState;
  const { message, modal } = App.useApp();
  const gridRef = useRef<HTMLDivElement | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const operatorId = useOperator()?.id ?? null;
  const preferences = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const quickAvailable = QUICK_TABS.includes(params.state);
  const quickOn = preferences.data?.quickReview === true && quickAvailable;
  const setQuick = (on: boolean) => updatePreferences.mutate({ quickReview: on });
  const claimOn = listState.claim && params.state === '3';
  const claimed = useClaimedItems<T>(targetType, params.pagesize, claimOn);
  useEffect(() => {
    if (!claimOn) return;
    // Leaving 领取模式, the page or the browser tab gives the items back at once.
    const release = () => releaseClaimedItems(targetType);
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [claimOn, targetType]);
  const source = claimOn
    ? {
        data: claimed.data && list.data ? { items: claimed.data.items, totals: list.data.totals, counts: list.data.counts, requestedAt: list.data.requestedAt } : undefined,
        fetching: claimed.isFetching || list.isFetching,
        refetch: () => Promise.all([claimed.refetch(), list.refetch()]),
      }
    : { data: list.data, fetching: list.isFetching, refetch: list.refetch };
  const quick = useQuickReview<T>({
    enabled: quickOn,
    scope: JSON.stringify({ params, claimOn }),
    tab: params.state,
    noun,
    pagesize: params.pagesize,
    source,
    fetchers,
    operatorId,
  });
  const refusals = new Map(quick.snapshot.cards.map((card) => [card.item.id, card.refusal]));
  const serverItems = claimOn ? (claimed.data?.items ?? []) : (list.data?.items ?? []);
  const items = quickOn ? quick.snapshot.cards.map((card) => card.item) : serverItems;
  const total = quickOn ? quick.count : (list.data?.counts ?? 0);
  const leaseMinutes = claimed.data ? Math.max(1, Math.round((claimed.data.leaseUntil - claimed.data.requestedAt) / 60_000)) : REVIEW_LEASE_MINUTES_DEFAULT;
  const selection = useAuditSelection(items, JSON.stringify(params), tabHasBatch(params.state));
  const cursor = useCardCursor(
    items.map((item) => item.id),
    gridRef,
  );
  useFocusFollows(gridRef, quickOn ? quick.snapshot.activeId : null, quick.snapshot.focusRevision);
  const activeId = quickOn ? quick.snapshot.activeId : cursor.activeId;
  const firstShown = useFirstShown(items);
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
    void flow.decide(action, [item.id], { takeover: options?.takeover, shownAt: firstShown.of([item.id]) }).then((result) => {
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
    const held = picked.filter((item) => heldByOther(item, operatorId) !== null).length;
    modal.confirm({
      title: action === 'pass' ? REVIEW_CONFIRM.batchPass : REVIEW_CONFIRM.batchReject,
      // On 机审 and 全部 some picked items may not take this action (a machine pass cannot be passed): said beforehand,
      // then skipped and named by the server.
      content: [batchConfirmText(noun, picked, action), held > 0 ? `其中 ${held} 条由其他审核员处理中，确定后将接管。` : ''].filter(Boolean).join(' '),
      okButtonProps: { danger: action === 'reject' },
      onOk: async () => {
        const result = await flow.decide(action, ids, { takeover: held > 0, shownAt: firstShown.of(ids) });
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
      quick: quickOn ? quick : null,
      operatorId,
      toggleQuick: () => {
        if (quickAvailable) setQuick(!quickOn);
        else message.info('快速审核用于待审核、机审、待机审');
      },
    }),
  );

  const decideCard = (item: T, action: ReviewAction, options: DecideOptions) => {
    if (quickOn && action !== 'revoke') quick.decide(action, item);
    else decideOne(item, action, options);
  };
  const cardHandlers = useCardHandlers<T>({
    toggle: selection.toggle,
    activate: (id) => (quickOn ? quick.queue.activate(id) : cursor.activate(id)),
    decide: decideCard,
    renderBody,
    imagesOf,
    blocklistOption,
  });

  return (
    <Card
      tabList={auditTabItems(quickOn ? quick.totals : list.data?.totals)}
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
        <AuditToolbar
          selection={selection}
          total={total}
          oldestFirst={params.state === '3'}
          busy={flow.busyIds.size > 0}
          onBatch={batch}
          modes={
            <>
              {params.state === '3' ? <ClaimSwitch on={claimOn} onChange={listState.setClaim} pagesize={params.pagesize} leaseMinutes={leaseMinutes} /> : null}
              <QuickSwitch on={quickOn} available={quickAvailable} onChange={setQuick} />
            </>
          }
        />
        {claimOn && claimed.data ? (
          <Typography.Text type="secondary" data-testid="claim-summary">
            领取模式：为你保留 {items.length} 条{noun}，至 {formatClock(claimed.data.leaseUntil)}（处理时自动续期）
          </Typography.Text>
        ) : null}
        <AuditCardGrid
          items={items}
          pending={claimOn ? claimed.isPending : list.isPending}
          // 快速审核 reads the list again in the background: the cards on screen stay usable.
          fetching={(claimOn ? claimed.isFetching : list.isFetching) && !quickOn}
          error={claimOn ? claimed.error : list.error}
          onRetry={() => void (claimOn ? claimed.refetch() : list.refetch())}
          // 领取模式 shows what the operator holds, on one page.
          page={claimOn ? 1 : params.page}
          pagesize={params.pagesize}
          total={claimOn ? items.length : total}
          onPageChange={listState.changePage}
          gridRef={gridRef}
          minCardWidth={minCardWidth}
          renderCard={(item) => (
            <AuditCardSlot
              item={item}
              noun={noun}
              cover={targetType === 'video'}
              active={activeId === item.id}
              busy={flow.busyIds.has(item.id)}
              selectionShown={selection.enabled}
              selectable={selection.isSelectable(item.id)}
              selected={selection.isSelected(item.id)}
              quick={quickOn}
              refusal={refusals.get(item.id) ?? null}
              heldByName={heldByOther(item, operatorId)}
              handlers={cardHandlers}
            />
          )}
        />
      </Flex>
      <ShortcutHelpDialog open={helpOpen} noun={noun} onClose={() => setHelpOpen(false)} />
    </Card>
  );
}
