import type { Role } from '@ops/contracts/permissions';
import { Flex, Select, Typography } from 'antd';
import { ROLE_OPTIONS } from './role-summary';

interface RoleSelectProps {
  id?: string;
  value?: Role;
  onChange?: (role: Role) => void;
}

/** The four roles, each with a line on what it may do (in the list, and under the field for the one chosen). */
export function RoleSelect({ id, value, onChange }: RoleSelectProps) {
  return (
    <Select<Role>
      id={id}
      value={value}
      onChange={onChange}
      placeholder="请选择角色"
      options={ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.label, summary: option.summary }))}
      optionRender={(option) => (
        <Flex vertical style={{ paddingBlock: 2 }}>
          <span>{option.label}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {option.data.summary}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}

/** The chosen role's line, for the field's `extra`. */
export function roleSummaryOf(role: Role | undefined): string | undefined {
  return ROLE_OPTIONS.find((option) => option.value === role)?.summary;
}
