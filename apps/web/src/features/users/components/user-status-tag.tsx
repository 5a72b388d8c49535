import { USER_STATUS_COLOR, USER_STATUS_LABEL, type UserStatus } from '@ops/contracts/codes';
import { Tag } from 'antd';

export function UserStatusTag({ status }: { status: UserStatus }) {
  return (
    <Tag color={USER_STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {USER_STATUS_LABEL[status]}
    </Tag>
  );
}
