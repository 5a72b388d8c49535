import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { REVIEW_CONFIRM, type ReviewAction } from '@ops/contracts/moderation';
import { REVIEW_QUEUE_MSG } from '@ops/contracts/review-queue';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { DeferredPopconfirm } from '@/components/deferred-popconfirm';
import { BlocklistOption } from './blocklist-option';
import { offeredActions } from './review-rules';

/** What comes with a decision besides the action: a rejection may add the item's images to 图片黑库. */
export interface DecideOptions {
  blockImages: boolean;
  /** The item is held by another operator in 领取模式 and the operator confirmed taking it over. */
  takeover?: boolean;
}

interface ReviewActionsInput {
  state: string;
  busy: boolean;
  /** The reject confirmation's 图片黑库 option; null for an item without images. */
  blocklistOption: string | null;
  onDecide: (action: ReviewAction, options: DecideOptions) => void;
  /** 快速审核: 通过 and 拒绝 decide at once (撤销 keeps its confirmation). */
  quick?: boolean;
  /** Someone else holds the item in 领取模式: the confirmation asks to take it over. */
  heldByName?: string | null;
  /** 动态 or 视频, for the takeover question. */
  noun?: string;
}

const BUTTONS: Record<ReviewAction, { label: string; icon: ReactNode; color: 'green' | 'danger' | 'primary' }> = {
  pass: { label: '通过', icon: <CheckOutlined aria-hidden />, color: 'green' },
  reject: { label: '拒绝', icon: <CloseOutlined aria-hidden />, color: 'danger' },
  revoke: { label: '撤销', icon: <RollbackOutlined aria-hidden />, color: 'primary' },
};

interface ReviewActionButtonProps extends Omit<ReviewActionsInput, 'state'> {
  action: ReviewAction;
}

function ReviewActionButton({ action, busy, blocklistOption, onDecide, quick, heldByName, noun = '内容' }: ReviewActionButtonProps) {
  const [blockImages, setBlockImages] = useState(false);
  const button = BUTTONS[action];
  const option = action === 'reject' ? blocklistOption : null;
  const takeover = heldByName !== null && heldByName !== undefined;
  if (quick && action !== 'revoke' && !takeover) {
    return (
      <Button color={button.color} variant="text" icon={button.icon} loading={busy} block onClick={() => onDecide(action, { blockImages: false })}>
        {button.label}
      </Button>
    );
  }
  return (
    <DeferredPopconfirm
      title={takeover ? REVIEW_QUEUE_MSG.takeoverConfirm(noun, heldByName) : REVIEW_CONFIRM[action]}
      description={option ? <BlocklistOption label={option} checked={blockImages} onChange={setBlockImages} /> : undefined}
      // Every opening starts unchecked: adding to 图片黑库 is never carried over from an earlier, cancelled one.
      onOpenChange={(open) => open && setBlockImages(false)}
      onConfirm={() => onDecide(action, { blockImages: option !== null && blockImages, takeover })}
      disabled={busy}
    >
      <Button color={button.color} variant="text" icon={button.icon} loading={busy} block>
        {button.label}
      </Button>
    </DeferredPopconfirm>
  );
}

/**
 * The card's decisions by state (REVIEW_TRANSITIONS), each behind its confirmation: 通过 and 拒绝 on 1 and 3, 通过 on a
 * machine rejection (6), 拒绝 on a machine pass (2), 撤销 on 4 and 5.
 */
export function reviewActionNodes({ state, ...rest }: ReviewActionsInput): ReactNode[] {
  return offeredActions(state).map((action) => <ReviewActionButton key={action} action={action} {...rest} />);
}
