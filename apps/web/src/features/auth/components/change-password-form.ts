import { AUTH_MSG, PASSWORD_MAX_LENGTH } from '@ops/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { isApiClientError } from '@/lib/api-error';

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordFormValues;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const same = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/** The first problem with one field, judged with the others (the rules the server applies, plus the confirmation). */
export function changePasswordFieldError(field: ChangePasswordField, values: Partial<ChangePasswordFormValues>): string | undefined {
  const { currentPassword = '', newPassword = '', confirmPassword = '' } = values;
  if (field === 'currentPassword') return currentPassword ? undefined : AUTH_MSG.currentPasswordRequired;
  if (field === 'newPassword') {
    if (!newPassword) return AUTH_MSG.newPasswordRequired;
    if (newPassword.length < PASSWORD_MIN_LENGTH) return AUTH_MSG.newPasswordTooShort;
    if (newPassword.length > PASSWORD_MAX_LENGTH) return AUTH_MSG.newPasswordTooLong;
    if (currentPassword && same(newPassword, currentPassword)) return AUTH_MSG.newPasswordUnchanged;
    return undefined;
  }
  if (!confirmPassword) return AUTH_MSG.confirmPasswordRequired;
  return confirmPassword === newPassword ? undefined : AUTH_MSG.confirmPasswordMismatch;
}

export interface PlacedError {
  /** The field the server named, when the form has it; otherwise the message goes above the form. */
  field?: 'currentPassword' | 'newPassword';
  message: string;
  /** Too many wrong passwords: a warning that lifts by itself, not a mistake in the form. */
  throttled: boolean;
}

/** Where a refusal from the server is shown in the dialog. */
export function placeServerError(error: unknown, fallback: string): PlacedError {
  if (!isApiClientError(error)) return { message: fallback, throttled: false };
  const field = error.field === 'currentPassword' || error.field === 'newPassword' ? error.field : undefined;
  return { ...(field ? { field } : {}), message: error.message, throttled: error.status === 429 };
}
