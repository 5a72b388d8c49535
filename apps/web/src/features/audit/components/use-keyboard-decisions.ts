import { REVIEW_STATE_LABEL } from '@ops/contracts/codes';
import { canApply, REVIEW_CONFIRM, type ReviewAction } from '@ops/contracts/moderation';
import { REVIEW_QUEUE_MSG } from '@ops/contracts/review-queue';
import { App } from 'antd';
import type { AuditListParams } from '../api/audit-list-params';
import type { AuditCardItem } from './audit-card-frame';
import { confirmContent } from './blocklist-option';
import type { DecideOptions } from './review-actions';
import { REVIEW_VERB } from './review-rules';
import type { AuditHotkeyHandlers } from './use-audit-hotkeys';
import type { AuditListState } from './use-audit-list-state';
import type { AuditSelection } from './use-audit-selection';
import type { useCardCursor } from './use-card-cursor';
import type { useReviewFlow } from './use-review-flow';
import { heldByOther } from '../quick/held-by';
import type { QuickReview } from '../quick/use-quick-review';

interface KeyboardDecisionsInput<T extends AuditCardItem> {
  noun: string;
  items: readonly T[];
  params: AuditListParams;
  total: number;
  cursor: ReturnType<typeof useCardCursor>;
  selection: AuditSelection;
  flow: ReturnType<typeof useReviewFlow>;
  listState: AuditListState;
  decideOne: (item: T, action: ReviewAction, options: DecideOptions) => void;
  /** The reject confirmation's 图片黑库 option for an item; null when it has no images. */
  blocklistOption: (item: T) => string | null;
  openHelp: () => void;
  /** 快速审核 when it is on: its cards, cursor and decisions take over `j` `k` `a` `r` `z`. */
  quick: QuickReview<T> | null;
  toggleQuick: () => void;
  /** The signed-in operator: an item someone else holds in 领取模式 asks for a takeover. */
  operatorId: number | null;
}

/**
 * What each shortcut does on an audit list: `j`/`k` move the cursor (turning the page at either end), `a`/`r`
 * ask the spec's confirmation for the card under the cursor with OK focused (so Enter decides; the 图片黑库 option
 * of a rejection stays unchecked unless ticked), `x` selects it, `z` undoes, `?` helps, `q` turns 快速审核 on or off (then
 * `a`/`r` decide at once, see useQuickReview).
 */
export function useKeyboardDecisions<T extends AuditCardItem>(input: KeyboardDecisionsInput<T>): AuditHotkeyHandlers {
  const { noun, items, params, total, cursor, selection, flow, listState, decideOne, blocklistOption, openHelp, quick, toggleQuick, operatorId } = input;
  const { message, modal } = App.useApp();
  const active = items.find((item) => item.id === cursor.activeId);
  const pages = Math.ceil(total / params.pagesize);

  const decide = (action: ReviewAction) => {
    if (!active) {
      cursor.move(0);
      return;
    }
    if (flow.busyIds.has(active.id)) return;
    if (!canApply(action, active.state)) {
      message.warning(`${noun} ${active.id} 当前为「${REVIEW_STATE_LABEL[active.state]}」，不能${REVIEW_VERB[action]}`);
      return;
    }
    const holder = heldByOther(active, operatorId);
    const options: DecideOptions = { blockImages: false, takeover: holder !== null };
    const option = action === 'reject' ? blocklistOption(active) : null;
    modal.confirm({
      title: holder ? REVIEW_QUEUE_MSG.takeoverConfirm(noun, holder) : REVIEW_CONFIRM[action],
      content: confirmContent(`${noun} ${active.id}`, option, (checked) => {
        options.blockImages = checked;
      }),
      okText: '确定',
      cancelText: '取消',
      autoFocusButton: 'ok',
      // The decision moves the cursor to the next card; once the dialog is gone, the focus follows it.
      focusable: { focusTriggerAfterClose: false },
      afterClose: cursor.refocus,
      onOk: () => decideOne(active, action, options),
    });
  };

  if (quick) {
    const quickActive = () => quick.queue.active;
    return {
      // The queue refills itself before it runs out: no page turns here.
      next: () => void quick.queue.move(1),
      previous: () => void quick.queue.move(-1),
      pass: () => quick.decide('pass'),
      reject: () => quick.decide('reject'),
      toggle: () => {
        const current = quickActive();
        if (!current) quick.queue.move(0);
        else if (selection.isSelectable(current.id)) selection.toggle(current.id);
      },
      undo: () => {
        if (!quick.undoLast()) message.info('没有可撤销的操作');
      },
      help: openHelp,
      quick: toggleQuick,
    };
  }

  return {
    next: () => {
      if (cursor.move(1) !== 'after-last' || params.page >= pages) return;
      listState.changePage(params.page + 1, params.pagesize);
      cursor.placeAt(0);
    },
    previous: () => {
      if (cursor.move(-1) !== 'before-first' || params.page <= 1) return;
      listState.changePage(params.page - 1, params.pagesize);
      cursor.placeAt(params.pagesize - 1);
    },
    pass: () => decide('pass'),
    reject: () => decide('reject'),
    toggle: () => {
      if (!active) cursor.move(0);
      else if (selection.isSelectable(active.id)) selection.toggle(active.id);
    },
    undo: () => {
      if (!flow.undoLast()) message.info('没有可撤销的操作');
    },
    help: openHelp,
    quick: toggleQuick,
  };
}
