import { z } from 'zod';
import { epochMs, nullableEpochMs, positiveIdSchema } from './common.ts';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { ROLES } from './permissions.ts';
import { TWO_FACTOR_MSG } from './two-factor.ts';

/** Operator accounts (系统管理 → 账号管理) and one's own account (issue 14). */

export const OPERATOR_MSG = {
  usernameInvalid: '用户名为 2 到 64 个字母、数字、点、横线或下划线',
  usernameTaken: '该用户名已存在',
  displayNameRequired: '请输入显示名称',
  displayNameTooLong: '显示名称最多 32 个字符',
  passwordRequired: '请输入初始密码',
  passwordTooShort: `密码至少 ${PASSWORD_MIN_LENGTH} 个字符`,
  passwordTooLong: '密码最多 128 个字符',
  roleInvalid: '请选择角色：admin、moderator、analyst 或 auditor',
  operatorNotFound: '账号不存在',
  lastAdmin: '至少需要保留一名启用中的超级管理员',
  cannotDisableSelf: '不能停用自己的账号',
  alreadyDisabled: '该账号已停用',
  alreadyEnabled: '该账号已启用',
  sameRole: '该账号已是这个角色',
  twoFactorNotEnabled: '该账号未开启两步验证',
  created: '账号已创建，首次登录须修改密码',
  roleChanged: '角色已修改',
  disabledDone: '账号已停用，其登录已全部失效',
  enabledDone: '账号已启用',
  passwordReset: '密码已重置，该账号下次登录须修改密码',
  sessionsRevoked: (count: number) => `已结束 ${count} 个会话`,
  twoFactorReset: '两步验证已重置，该账号下次登录无需验证码',
  otherSessionsRevoked: (count: number) => `已退出其他 ${count} 个会话`,
} as const;

/** Operator ids are 32-bit (serial): a larger one names no operator, and is refused as input rather than sent to the database. */
export const operatorIdParamSchema = z.object({
  id: positiveIdSchema('id').pipe(z.number().max(2_147_483_647, { error: 'id 必须是正整数' })),
});

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,64}$/;
export const DISPLAY_NAME_MAX = 32;

const roleSchema = z.enum(ROLES, { error: OPERATOR_MSG.roleInvalid });

const passwordSchema = z
  .string({ error: OPERATOR_MSG.passwordRequired })
  .min(1, { error: OPERATOR_MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: OPERATOR_MSG.passwordTooShort })
  .max(128, { error: OPERATOR_MSG.passwordTooLong });

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: nullableEpochMs,
  lastLoginIp: z.string(),
  createdAt: epochMs,
  activeSessions: z.number().int(),
});
export type OperatorAccount = z.infer<typeof operatorSchema>;

export const operatorListSchema = z.object({ items: z.array(operatorSchema) });
export type OperatorList = z.infer<typeof operatorListSchema>;

export const createOperatorBodySchema = z.object({
  username: z
    .string({ error: OPERATOR_MSG.usernameInvalid })
    .trim()
    .regex(USERNAME_PATTERN, { error: OPERATOR_MSG.usernameInvalid }),
  displayName: z
    .string({ error: OPERATOR_MSG.displayNameRequired })
    .trim()
    .min(1, { error: OPERATOR_MSG.displayNameRequired })
    .max(DISPLAY_NAME_MAX, { error: OPERATOR_MSG.displayNameTooLong }),
  password: passwordSchema,
  role: roleSchema,
});
export type CreateOperatorBody = z.infer<typeof createOperatorBodySchema>;

export const changeRoleBodySchema = z.object({ role: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const revokedCountSchema = z.object({ revoked: z.number().int() });
export type RevokedCount = z.infer<typeof revokedCountSchema>;

/** One of my live sessions (我的会话). */
export const accountSessionSchema = z.object({
  /** A short public handle of the session, never its token or the token's hash. */
  key: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string(),
  createdAt: epochMs,
  lastSeenAt: epochMs,
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32 secret for manual entry. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const sixDigitCode = z
  .string({ error: TWO_FACTOR_MSG.codeRequired })
  .trim()
  .min(1, { error: TWO_FACTOR_MSG.codeRequired })
  .regex(/^\d{6}$/, { error: TWO_FACTOR_MSG.codeInvalid });

export const twoFactorEnableBodySchema = z.object({ code: sixDigitCode });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBodySchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableBodySchema = z.object({
  password: z.string({ error: TWO_FACTOR_MSG.passwordWrong }).min(1, { error: TWO_FACTOR_MSG.passwordWrong }).max(128, { error: TWO_FACTOR_MSG.passwordWrong }),
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;
