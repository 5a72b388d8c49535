/** Two-factor login (TOTP, issue 14): parameters and messages shared by the server and the web. Constants only. */

/** RFC 6238 parameters every authenticator app understands. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: '运营后台', window: 1 } as const;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MSG = {
  codeRequired: '请输入两步验证码',
  codeInvalid: '验证码错误或已使用，请输入验证器中的最新验证码或一个未用过的恢复码',
  setupFirst: '请先获取新的密钥并用验证器扫码',
  alreadyEnabled: '两步验证已开启',
  notEnabled: '两步验证未开启',
  requiredForRole: '你的角色要求开启两步验证，不能关闭',
  enabled: '两步验证已开启，请妥善保存恢复码',
  disabled: '两步验证已关闭',
  passwordWrong: '密码不正确',
} as const;
