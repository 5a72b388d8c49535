import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { MSG } from './messages.ts';
import { PENDING_ACTIONS, PERMISSION, ROLES } from './permissions.ts';
import { TWO_FACTOR_MSG } from './two-factor.ts';

export const loginBodySchema = z.object({
  username: z.string({ error: MSG.usernameRequired }).trim().min(1, { error: MSG.usernameRequired }).max(64),
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(128),
  /** Issue 14: the 6-digit code of the authenticator app, or one of the recovery codes; only for operators with two-factor login. */
  twoFactorCode: z.string({ error: TWO_FACTOR_MSG.codeInvalid }).trim().max(32, { error: TWO_FACTOR_MSG.codeInvalid }).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const operatorProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  // Issue 14: the role, what it may do (the contracts' permission table), and what must happen first.
  role: z.enum(ROLES),
  permissions: z.array(z.enum(Object.values(PERMISSION))),
  pendingAction: z.enum(PENDING_ACTIONS).nullable(),
  twoFactorEnabled: z.boolean(),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  operator: operatorProfileSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const SESSION_COOKIE = 'ops_session';

/** GET /system/info (public): what the login page may show. Demo credentials only while they work. */
export const systemInfoSchema = z.object({
  productName: z.string(),
  demoCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** Messages of login throttling and of changing one's own password. */
export const AUTH_MSG = {
  tooManyAttempts: (seconds: number) => `密码错误次数过多，请在 ${seconds} 秒后再试`,
  throttledLogged: '登录尝试过于频繁，本时段内后续尝试将被拒绝且不再逐条记录',
  currentPasswordRequired: '请输入当前密码',
  currentPasswordWrong: '当前密码不正确',
  newPasswordRequired: '请输入新密码',
  newPasswordTooShort: `新密码至少 ${PASSWORD_MIN_LENGTH} 个字符`,
  newPasswordTooLong: '新密码最多 128 个字符',
  newPasswordUnchanged: '新密码不能与当前密码相同',
  confirmPasswordRequired: '请再次输入新密码',
  confirmPasswordMismatch: '两次输入的新密码不一致',
  passwordChanged: '密码已修改，其他设备上的登录已失效',
} as const;

export const PASSWORD_MAX_LENGTH = 128;

/** POST /system/users/password: the confirmation is checked by the form, the server needs only these two. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MSG.currentPasswordRequired })
    .min(1, { error: AUTH_MSG.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MSG.currentPasswordWrong }),
  newPassword: z
    .string({ error: AUTH_MSG.newPasswordRequired })
    .min(1, { error: AUTH_MSG.newPasswordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MSG.newPasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MSG.newPasswordTooLong }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
