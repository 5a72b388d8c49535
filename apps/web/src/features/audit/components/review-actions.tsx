import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { canApply, REVIEW_CONFIRM, type ReviewAction } from '@ops/contracts/moderation';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface ReviewActionsInput {
  state: string;
  busy: boolean;
  onDecide: (action: ReviewAction) => void;
}

const BUTTONS: Record<ReviewAction, { label: string; icon: ReactNode; color: 'green' | 'danger' | 'primary' }> = {
  pass: { label: '通过', icon: <CheckOutlined aria-hidden />, color: 'green' },
  reject: { label: '拒绝', icon: <CloseOutlined aria-hidden />, color: 'danger' },
  revoke: { label: '撤销', icon: <RollbackOutlined aria-hidden />, color: 'primary' },
};

/** The card's decisions by state (spec 4): 通过 and 拒绝 on 1 and 3, 撤销 on 4 and 5, each behind its confirmation. */
export function reviewActionNodes({ state, busy, onDecide }: ReviewActionsInput): ReactNode[] {
  const actions = (['pass', 'reject', 'revoke'] as const).filter((action) => canApply(action, state));
  return actions.map((action) => {
    const button = BUTTONS[action];
    return (
      <Popconfirm key={action} title={REVIEW_CONFIRM[action]} onConfirm={() => onDecide(action)} disabled={busy}>
        <Button color={button.color} variant="text" icon={button.icon} loading={busy} block>
          {button.label}
        </Button>
      </Popconfirm>
    );
  });
}
