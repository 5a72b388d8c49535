import { TOTP } from '@ops/contracts/two-factor';
import { formatDateTime } from '@/lib/format';

/** The key for typing into an authenticator app, in groups of four (the apps ignore the spaces). */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export const SIX_DIGITS = /^\d{6}$/;

/** The code typed at enrolment: digits only, whatever spaces the app showed between them. */
export function enrolmentCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** What the recovery codes file says: whose codes, when they were made, how to use them, then one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string, issuedAt: number): string {
  return [
    `${TOTP.issuer} 两步验证恢复码`,
    `账号：${account}`,
    `生成时间：${formatDateTime(issuedAt)}`,
    '无法使用验证器时，在登录页的“两步验证码”处输入一个恢复码即可登录；每个恢复码只能使用一次。',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

export function recoveryCodesFilename(account: string): string {
  return `${TOTP.issuer}-恢复码-${account}.txt`;
}
