import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { DISPLAY_NAME_MAX, OPERATOR_MSG, USERNAME_PATTERN } from '@ops/contracts/operators';
import type { Role } from '@ops/contracts/permissions';
import { isApiClientError } from '@/lib/api-error';

export interface CreateOperatorValues {
  username: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  role: Role | undefined;
}
export type CreateOperatorField = keyof CreateOperatorValues;

export const CREATE_OPERATOR_DEFAULTS: CreateOperatorValues = { username: '', displayName: '', password: '', confirmPassword: '', role: undefined };

const PASSWORD_MAX = 128;
export const CONFIRM_MISMATCH = '两次输入的密码不一致';
export const ROLE_REQUIRED = '请选择角色';

/** A new password set by an administrator: the rules the server applies (length only). */
export function passwordError(password: string): string | undefined {
  if (!password) return OPERATOR_MSG.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return OPERATOR_MSG.passwordTooShort;
  if (password.length > PASSWORD_MAX) return OPERATOR_MSG.passwordTooLong;
  return undefined;
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return '请再次输入密码';
  return confirm === password ? undefined : CONFIRM_MISMATCH;
}

/** The first problem with one field of 新建账号, judged with the others. */
export function createOperatorFieldError(field: CreateOperatorField, values: Partial<CreateOperatorValues>): string | undefined {
  const { username = '', displayName = '', password = '', confirmPassword = '', role } = values;
  switch (field) {
    case 'username':
      return USERNAME_PATTERN.test(username.trim()) ? undefined : OPERATOR_MSG.usernameInvalid;
    case 'displayName':
      if (!displayName.trim()) return OPERATOR_MSG.displayNameRequired;
      return displayName.trim().length > DISPLAY_NAME_MAX ? OPERATOR_MSG.displayNameTooLong : undefined;
    case 'password':
      return passwordError(password);
    case 'confirmPassword':
      return confirmError(password, confirmPassword);
    case 'role':
      return role ? undefined : ROLE_REQUIRED;
  }
}

/** The field a refusal from the server concerns (a taken username, a field it named), or none: shown above the form. */
export function refusedField<F extends string>(error: unknown, fields: readonly F[], conflictField?: F): F | undefined {
  if (!isApiClientError(error)) return undefined;
  if (error.status === 409 && conflictField) return conflictField;
  return fields.find((field) => field === error.field);
}
