import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { TWO_FACTOR_MSG } from '@ops/contracts/two-factor';
import { asksForTwoFactor, loginFailure, validateLogin, validateTwoFactorCode } from './login-form';

describe('validateLogin', () => {
  it('asks for both fields, and a username of only spaces counts as empty', () => {
    expect(validateLogin('', '')).toEqual({ username: MSG.usernameRequired, password: MSG.passwordRequired });
    expect(validateLogin('   ', 'secret')).toEqual({ username: MSG.usernameRequired });
    expect(validateLogin('admin', '')).toEqual({ password: MSG.passwordRequired });
    expect(validateLogin(' admin ', ' ')).toEqual({});
  });
});

describe('loginFailure', () => {
  it('shows the server\'s throttling message (when to try again) as a warning, and bad credentials as an error', () => {
    const throttled = new ApiClientError(429, { code: 'too_many_requests', message: '密码错误次数过多，请在 42 秒后再试' });
    expect(loginFailure(throttled)).toEqual({ message: '密码错误次数过多，请在 42 秒后再试', throttled: true });
    const wrong = new ApiClientError(401, { code: 'unauthorized', message: MSG.badCredentials });
    expect(loginFailure(wrong)).toEqual({ message: MSG.badCredentials, throttled: false });
    expect(loginFailure(new Error('boom'))).toEqual({ message: MSG.serverError, throttled: false });
  });
});

describe('the two-factor step', () => {
  it('opens only when the server asks for the code, not on a wrong password or a wrong code', () => {
    expect(asksForTwoFactor(new ApiClientError(401, { code: ERROR_CODE.twoFactorRequired, message: TWO_FACTOR_MSG.codeRequired }))).toBe(true);
    expect(asksForTwoFactor(new ApiClientError(401, { code: ERROR_CODE.unauthorized, message: MSG.badCredentials }))).toBe(false);
    expect(asksForTwoFactor(new ApiClientError(401, { code: ERROR_CODE.twoFactorInvalid, message: TWO_FACTOR_MSG.codeInvalid }))).toBe(false);
    expect(asksForTwoFactor(new Error('boom'))).toBe(false);
  });

  it('asks for a code in the server\'s words, and leaves its format (6 digits or a recovery code) to the server', () => {
    expect(validateTwoFactorCode('', TWO_FACTOR_MSG.codeRequired)).toBe(TWO_FACTOR_MSG.codeRequired);
    expect(validateTwoFactorCode('   ', TWO_FACTOR_MSG.codeRequired)).toBe(TWO_FACTOR_MSG.codeRequired);
    expect(validateTwoFactorCode('123456', TWO_FACTOR_MSG.codeRequired)).toBeUndefined();
    expect(validateTwoFactorCode('abcde-fghij', TWO_FACTOR_MSG.codeRequired)).toBeUndefined();
  });

  it('shows a refused code as the server worded it', () => {
    const wrong = new ApiClientError(401, { code: ERROR_CODE.twoFactorInvalid, message: TWO_FACTOR_MSG.codeInvalid });
    expect(loginFailure(wrong)).toEqual({ message: TWO_FACTOR_MSG.codeInvalid, throttled: false });
  });
});
