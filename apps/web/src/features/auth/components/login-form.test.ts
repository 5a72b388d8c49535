import { MSG } from '@ops/contracts/messages';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form';

describe('validateLogin', () => {
  it('asks for both fields, and a username of only spaces counts as empty', () => {
    expect(validateLogin('', '')).toEqual({ username: MSG.usernameRequired, password: MSG.passwordRequired });
    expect(validateLogin('   ', 'secret')).toEqual({ username: MSG.usernameRequired });
    expect(validateLogin('admin', '')).toEqual({ password: MSG.passwordRequired });
    expect(validateLogin(' admin ', ' ')).toEqual({});
  });
});
