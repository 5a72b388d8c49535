import type { BatchResult, ReviewAction, SkippedItem } from '@ops/contracts/moderation';
import { App, Flex } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { DecisionRequestOptions } from '../api/decision-query';
import { useReviewDecision, type ReviewFetchers } from '../api/use-review-decision';
import { MessageSlot } from './message-slot';
import { doneText, skippedLines, skippedTitle, UNDO_WINDOW_MS, undoneText } from './review-feedback';
import { UndoableMessage } from './undoable-message';

interface UndoEntry {
  ids: readonly number[];
  until: number;
}

/**
 * Runs review decisions and tells the operator what happened: the done ones with their count (a pass or reject
 * can be undone for a few seconds), the skipped ones by id with who already decided them.
 */
export function useReviewFlow(noun: string, fetchers: ReviewFetchers, onRestored: (ids: readonly number[]) => void) {
  const decision = useReviewDecision(fetchers);
  const { message, notification } = App.useApp();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const lastUndo = useRef<UndoEntry | null>(null);
  /** A decision's message with its 撤销, then 已撤销: one at a time. */
  const undoMessage = useMemo(() => new MessageSlot(message, 'audit-undo'), [message]);

  const mark = (ids: readonly number[], busy: boolean) =>
    setBusyIds((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (busy) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const reportSkipped = (skipped: readonly SkippedItem[], action: ReviewAction) => {
    if (skipped.length === 0) return;
    notification.warning({
      key: 'audit-skipped',
      title: skippedTitle(noun, skipped),
      description: (
        <Flex vertical gap={2}>
          {skippedLines(noun, skipped, action).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Flex>
      ),
      duration: 8,
    });
  };

  const run = async (action: ReviewAction, ids: readonly number[], options?: DecisionRequestOptions): Promise<BatchResult | null> => {
    mark(ids, true);
    try {
      return await decision.mutateAsync({ action, ids, options });
    } catch {
      return null; // the api client has shown the reason
    } finally {
      mark(ids, false);
    }
  };

  const undo = async (ids: readonly number[]) => {
    lastUndo.current = null;
    undoMessage.clear();
    const result = await run('revoke', ids);
    if (!result) return;
    if (result.done.length > 0) {
      undoMessage.show({ type: 'success', content: undoneText(noun, result.done) });
      onRestored(result.done);
    }
    reportSkipped(result.skipped, 'revoke');
  };

  const decide = async (action: ReviewAction, ids: readonly number[], options?: DecisionRequestOptions): Promise<BatchResult | null> => {
    const result = await run(action, ids, options);
    if (!result) return null;
    const { done } = result;
    if (done.length > 0 && action === 'revoke') message.success(doneText(action, noun, done));
    if (done.length > 0 && action !== 'revoke') {
      lastUndo.current = { ids: done, until: Date.now() + UNDO_WINDOW_MS };
      undoMessage.show({
        type: 'success',
        duration: UNDO_WINDOW_MS / 1000,
        content: <UndoableMessage text={doneText(action, noun, done)} onUndo={() => void undo(done)} />,
      });
    }
    reportSkipped(result.skipped, action);
    return result;
  };

  /** `z`: takes back the last pass or reject while its message is still up; false when there is nothing to undo. */
  const undoLast = (): boolean => {
    const last = lastUndo.current;
    if (!last || Date.now() > last.until) return false;
    void undo(last.ids);
    return true;
  };

  return { decide, undoLast, busyIds };
}
