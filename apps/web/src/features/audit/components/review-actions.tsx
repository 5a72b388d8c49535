import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { REVIEW_CONFIRM, type ReviewAction } from '@ops/contracts/moderation';
import { Button, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { BlocklistOption } from './blocklist-option';
import { offeredActions } from './review-rules';

/** What comes with a decision besides the action: a rejection may add the item's images to 图片黑库. */
export interface DecideOptions {
  blockImages: boolean;
}

interface ReviewActionsInput {
  state: string;
  busy: boolean;
  /** The reject confirmation's 图片黑库 option; null for an item without images. */
  blocklistOption: string | null;
  onDecide: (action: ReviewAction, options: DecideOptions) => void;
}

const BUTTONS: Record<ReviewAction, { label: string; icon: ReactNode; color: 'green' | 'danger' | 'primary' }> = {
  pass: { label: '通过', icon: <CheckOutlined aria-hidden />, color: 'green' },
  reject: { label: '拒绝', icon: <CloseOutlined aria-hidden />, color: 'danger' },
  revoke: { label: '撤销', icon: <RollbackOutlined aria-hidden />, color: 'primary' },
};

interface ReviewActionButtonProps extends Omit<ReviewActionsInput, 'state'> {
  action: ReviewAction;
}

function ReviewActionButton({ action, busy, blocklistOption, onDecide }: ReviewActionButtonProps) {
  const [blockImages, setBlockImages] = useState(false);
  const button = BUTTONS[action];
  const option = action === 'reject' ? blocklistOption : null;
  return (
    <Popconfirm
      title={REVIEW_CONFIRM[action]}
      description={option ? <BlocklistOption label={option} checked={blockImages} onChange={setBlockImages} /> : undefined}
      // Every opening starts unchecked: adding to 图片黑库 is never carried over from an earlier, cancelled one.
      onOpenChange={(open) => open && setBlockImages(false)}
      onConfirm={() => onDecide(action, { blockImages: option !== null && blockImages })}
      disabled={busy}
    >
      <Button color={button.color} variant="text" icon={button.icon} loading={busy} block>
        {button.label}
      </Button>
    </Popconfirm>
  );
}

/**
 * The card's decisions by state (REVIEW_TRANSITIONS), each behind its confirmation: 通过 and 拒绝 on 1 and 3, 通过 on a
 * machine rejection (6), 拒绝 on a machine pass (2), 撤销 on 4 and 5.
 */
export function reviewActionNodes({ state, ...rest }: ReviewActionsInput): ReactNode[] {
  return offeredActions(state).map((action) => <ReviewActionButton key={action} action={action} {...rest} />);
}
