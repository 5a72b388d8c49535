import { AUTH_MSG } from '@ops/contracts/auth';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { changePasswordFieldError, placeServerError } from './change-password-form';

describe('changePasswordFieldError', () => {
  const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('accepts a complete, different, confirmed new password', () => {
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      expect(changePasswordFieldError(field, valid)).toBeUndefined();
    }
  });

  it('asks for every field', () => {
    expect(changePasswordFieldError('currentPassword', {})).toBe(AUTH_MSG.currentPasswordRequired);
    expect(changePasswordFieldError('newPassword', {})).toBe(AUTH_MSG.newPasswordRequired);
    expect(changePasswordFieldError('confirmPassword', {})).toBe(AUTH_MSG.confirmPasswordRequired);
  });

  it('refuses a short new password, one equal to the current, and a confirmation that differs', () => {
    expect(changePasswordFieldError('newPassword', { ...valid, newPassword: '1234567' })).toBe('新密码至少 8 个字符');
    expect(changePasswordFieldError('newPassword', { ...valid, newPassword: 'old-secret' })).toBe(AUTH_MSG.newPasswordUnchanged);
    expect(changePasswordFieldError('confirmPassword', { ...valid, confirmPassword: 'new-secreT' })).toBe(AUTH_MSG.confirmPasswordMismatch);
  });
});

describe('placeServerError', () => {
  it('puts a wrong current password on its field, and throttling above the form as a warning', () => {
    const wrong = new ApiClientError(400, { code: 'bad_request', message: AUTH_MSG.currentPasswordWrong, field: 'currentPassword' });
    expect(placeServerError(wrong, '失败')).toEqual({ field: 'currentPassword', message: AUTH_MSG.currentPasswordWrong, throttled: false });
    const throttled = new ApiClientError(429, { code: 'too_many_requests', message: AUTH_MSG.tooManyAttempts(30) });
    expect(placeServerError(throttled, '失败')).toEqual({ message: '密码错误次数过多，请在 30 秒后再试', throttled: true });
    expect(placeServerError(new Error('x'), '失败')).toEqual({ message: '失败', throttled: false });
  });
});
