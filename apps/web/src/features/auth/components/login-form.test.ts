import { MSG } from '@ops/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { loginFailure, validateLogin } from './login-form';

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
