import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { USER_STATUS } from '@ops/contracts/codes';
import type { UserDetail } from '@ops/contracts/users';
import { PERMISSION } from '@ops/contracts/permissions';
import { Button, Flex } from 'antd';
import { useCan } from '@/lib/operator-access';
import { FreezeSummary } from './freeze-summary';
import { UserStatusTag } from './user-status-tag';

interface AccountStatusProps {
  user: UserDetail;
  onFreeze: () => void;
  onUnfreeze: () => void;
}

/** Status tag, the action that fits it (spec 4) for a role that may freeze, and the freeze in force. */
export function AccountStatus({ user, onFreeze, onUnfreeze }: AccountStatusProps) {
  const frozen = user.userStatus === USER_STATUS.frozen;
  const canFreeze = useCan(PERMISSION.usersFreeze);
  const action = frozen ? (
    <Button size="small" icon={<UnlockOutlined aria-hidden />} onClick={onUnfreeze}>
      解冻
    </Button>
  ) : (
    <Button size="small" danger icon={<LockOutlined aria-hidden />} onClick={onFreeze}>
      冻结
    </Button>
  );
  return (
    <Flex vertical gap={6}>
      <Flex align="center" gap={12} wrap>
        <UserStatusTag status={user.userStatus} />
        {canFreeze ? action : null}
      </Flex>
      {frozen && user.activeFreeze ? <FreezeSummary record={user.activeFreeze} /> : null}
    </Flex>
  );
}
