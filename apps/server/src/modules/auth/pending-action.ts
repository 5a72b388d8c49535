import type { PendingAction, Role } from '@ops/contracts/permissions';

/**
 * What an operator must do before anything else: set their own password after an administrator chose
 * it, then turn on two-factor login if their role requires it (REQUIRE_2FA_FOR).
 */
export function pendingActionOf(
  operator: { role: Role; mustChangePassword: boolean; twoFactorEnabled: boolean },
  require2faFor: readonly Role[],
): PendingAction | null {
  if (operator.mustChangePassword) return 'changePassword';
  if (!operator.twoFactorEnabled && require2faFor.includes(operator.role)) return 'enableTwoFactor';
  return null;
}
