import { ROLE_LABEL, type Role } from '@ops/contracts/permissions';
import { Tag } from 'antd';

const ROLE_COLOR: Record<Role, string> = {
  admin: 'volcano',
  moderator: 'blue',
  analyst: 'cyan',
  auditor: 'gold',
};

export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLOR[role]} style={{ marginInlineEnd: 0 }}>
      {ROLE_LABEL[role]}
    </Tag>
  );
}
