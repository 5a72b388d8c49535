import { REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { type AuditTabCode, type BatchResult, canApply, REVIEW_TRANSITIONS, type ReviewAction, type Totals } from '@ops/contracts/moderation';
import { MSG } from '@ops/contracts/messages';
import { REVIEW_QUEUE_MSG } from '@ops/contracts/review-queue';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/api-error';
import { auditKeys } from '../api/query-keys';
import type { ReviewFetchers } from '../api/use-review-decision';
import type { AuditCardItem } from '../components/audit-card-frame';
import { MessageSlot } from '../components/message-slot';
import { doneText, skippedLines, undoingText, undoneText } from '../components/review-feedback';
import { REVIEW_VERB } from '../components/review-rules';
import { UndoableMessage } from '../components/undoable-message';
import { heldByOther } from './held-by';
import { movesUnseenBy, QuickReviewQueue } from './quick-review-queue';
import { movedCount, movedTotals } from './tab-totals';

/** How long `z` can take back the last quick decision. */
export const QUICK_UNDO_WINDOW_MS = 10_000;
/** A quiet moment after the last answer, then the list is read again so that every count is exact. */
const SETTLE_REFETCH_MS = 800;

interface QuickSource<T> {
  data: { items: readonly T[]; totals: Totals; counts: number; requestedAt?: number } | undefined;
  fetching: boolean;
  refetch: () => unknown;
}

interface QuickReviewInput<T extends AuditCardItem> {
  enabled: boolean;
  /** A new list (tab, filters, page, claim mode) starts a new queue. */
  scope: string;
  tab: AuditTabCode;
  noun: string;
  pagesize: number;
  source: QuickSource<T>;
  fetchers: ReviewFetchers;
  operatorId: number | null;
}

interface LastDecision<T> {
  item: T;
  action: ReviewAction;
  at: number;
  /** Whether the server took it. */
  landed: Promise<boolean>;
}

/**
 * 快速审核 (issue 15): `a`/`r` decide the focused card with no confirmation. The card leaves at once and the
 * next one is focused; the decision goes to the server in the background; the tab counts change in place;
 * the list is read again before the cards run out (and once things are quiet) and merged in without
 * moving what is on screen. A refused decision puts its card back with the reason; `z` takes back the last
 * one for 10 s.
 */
export function useQuickReview<T extends AuditCardItem>(input: QuickReviewInput<T>) {
  const { enabled, scope, tab, noun, pagesize, source, fetchers, operatorId } = input;
  const { message, notification, modal } = App.useApp();
  const queryClient = useQueryClient();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new list, a new queue
  const queue = useMemo(() => new QuickReviewQueue<T>(), [scope, enabled]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const lastDecision = useRef<LastDecision<T> | null>(null);
  /** The decision's 按 z 撤销, then 正在撤销, then 已撤销: one message at a time. */
  const undoMessage = useMemo(() => new MessageSlot(message, 'quick-review-undo'), [message]);
  /** Decisions sent since the list was last asked for: only then is reading it again worth it. */
  const decidedSinceFetch = useRef(0);

  const items = source.data?.items;
  useEffect(() => {
    if (!enabled || !items) return;
    queue.merge(items);
    if (queue.getSnapshot().activeId === null) queue.move(0);
  }, [enabled, items, queue]);

  const unseen = movesUnseenBy(snapshot.moves, source.data?.requestedAt ?? 0);

  const refetch = source.refetch;
  const fetching = source.fetching;
  const { inFlight } = snapshot;
  const remaining = snapshot.cards.length;
  useEffect(() => {
    if (!enabled || fetching || inFlight > 0 || decidedSinceFetch.current === 0) return;
    const again = () => {
      decidedSinceFetch.current = 0;
      void refetch();
    };
    // Before the cards run out: at once. Otherwise once the operator pauses, so every count ends exact.
    if (remaining <= Math.max(3, Math.ceil(pagesize / 2))) {
      again();
      return;
    }
    const timer = setTimeout(again, SETTLE_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [enabled, fetching, inFlight, remaining, pagesize, refetch]);

  const markOthersStale = () => void queryClient.invalidateQueries({ queryKey: auditKeys.all, refetchType: 'none' });

  const send = (item: T, action: ReviewAction, takeover: boolean) => {
    if (!queue.take(item.id)) return;
    decidedSinceFetch.current += 1;
    queue.addMove({ id: item.id, from: item.state, to: REVIEW_TRANSITIONS[action].to, confirmedAt: null });
    const answer: Promise<BatchResult | null> = fetchers[action]([item.id], { shownAt: queue.shownAt(item.id), takeover }).catch((error: unknown) => {
      queue.refuse(item.id, errorMessage(error, MSG.serverError));
      queue.settleMove(item.id, false);
      return null;
    });
    const landed = answer.then((result) => {
      if (!result) return false;
      markOthersStale();
      if (result.done.includes(item.id)) {
        queue.confirm(item.id);
        queue.settleMove(item.id, true);
        // Only the last decision can be taken back; one already taken back or followed by another says nothing.
        if (lastDecision.current?.landed !== landed) return true;
        undoMessage.show({
          type: 'success',
          duration: QUICK_UNDO_WINDOW_MS / 1000,
          content: <UndoableMessage text={`${doneText(action, noun, [item.id])}（按 z 撤销）`} onUndo={() => undoLast()} />,
        });
        return true;
      }
      const skipped = result.skipped.find((entry) => entry.id === item.id);
      const reason = skipped ? (skippedLines(noun, [skipped], action)[0] ?? skipped.reason) : MSG.serverError;
      queue.refuse(item.id, reason, skipped?.state);
      queue.settleMove(item.id, false);
      notification.warning({ key: `quick-refused-${item.id}`, title: `${noun} ${item.id} 未处理`, description: reason, duration: 8 });
      return false;
    });
    lastDecision.current = { item, action, at: Date.now(), landed };
  };

  /** `a` / `r` (and the card's buttons in this mode): the focused card, or `target` when given. */
  const decide = (action: ReviewAction, target?: T) => {
    const item = target ?? queue.active;
    if (!item) {
      queue.move(0);
      return;
    }
    if (!canApply(action, item.state)) {
      message.warning(`${noun} ${item.id} 当前为「${REVIEW_STATE_LABEL[item.state as ReviewState]}」，不能${REVIEW_VERB[action]}`);
      return;
    }
    const holder = heldByOther(item, operatorId);
    if (!holder) {
      send(item, action, false);
      return;
    }
    modal.confirm({
      title: REVIEW_QUEUE_MSG.takeoverConfirm(noun, holder),
      content: `${noun} ${item.id}`,
      okText: '接管并处理',
      cancelText: '取消',
      autoFocusButton: 'ok',
      onOk: () => send(item, action, true),
    });
  };

  /** Takes `last` back; 已撤销 replaces its 正在撤销 message (which `undoLast` closes on every other way out). */
  const revoke = async (last: LastDecision<T>) => {
    const { item } = last;
    let result: BatchResult;
    try {
      result = await fetchers.revoke([item.id]);
    } catch {
      return; // the api client said why
    }
    markOthersStale();
    if (result.done.includes(item.id)) {
      const back = { ...item, state: REVIEW_TRANSITIONS.revoke.to } as T;
      queue.restore(item.id, back);
      queue.addMove({ id: item.id, from: REVIEW_TRANSITIONS[last.action].to, to: back.state, confirmedAt: Date.now() });
      undoMessage.show({ type: 'success', content: undoneText(noun, [item.id]) });
      return;
    }
    const skipped = result.skipped.find((entry) => entry.id === item.id);
    notification.warning({ key: `quick-undo-${item.id}`, title: `${noun} ${item.id} 未能撤销`, description: skipped ? skippedLines(noun, [skipped], 'revoke')[0] : MSG.serverError, duration: 8 });
  };

  /** `z`: the last decision, once it has landed, within QUICK_UNDO_WINDOW_MS; false when there is nothing to take back. */
  function undoLast(): boolean {
    const last = lastDecision.current;
    if (!last || Date.now() - last.at > QUICK_UNDO_WINDOW_MS) return false;
    lastDecision.current = null;
    const undoing = undoMessage.show({ type: 'loading', duration: 0, content: undoingText(noun, last.item.id) });
    // Every way out ends 正在撤销: 已撤销 replaces it, or it closes (refused, failed, or the decision never landed).
    void last.landed.then((landed) => (landed ? revoke(last) : undefined)).finally(() => undoMessage.close(undoing));
    return true;
  }

  return {
    snapshot,
    queue,
    decide,
    undoLast,
    totals: source.data ? movedTotals(source.data.totals, unseen) : undefined,
    count: source.data ? movedCount(tab, source.data.counts, unseen) : 0,
  };
}

export type QuickReview<T extends AuditCardItem> = ReturnType<typeof useQuickReview<T>>;
