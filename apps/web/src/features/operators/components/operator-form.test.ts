import { OPERATOR_MSG } from '@ops/contracts/operators';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { CONFIRM_MISMATCH, createOperatorFieldError, refusedField, ROLE_REQUIRED } from './operator-form';

describe('createOperatorFieldError', () => {
  const valid = { username: 'zhang.san', displayName: '张三', password: 'initial-pass', confirmPassword: 'initial-pass', role: 'moderator' as const };

  it('accepts a complete account', () => {
    for (const field of ['username', 'displayName', 'password', 'confirmPassword', 'role'] as const) {
      expect(createOperatorFieldError(field, valid)).toBeUndefined();
    }
  });

  it('applies the server rules to each field', () => {
    expect(createOperatorFieldError('username', { ...valid, username: 'a' })).toBe(OPERATOR_MSG.usernameInvalid);
    expect(createOperatorFieldError('username', { ...valid, username: '张三' })).toBe(OPERATOR_MSG.usernameInvalid);
    expect(createOperatorFieldError('username', { ...valid, username: ' zhang_san-2 ' })).toBeUndefined();
    expect(createOperatorFieldError('displayName', { ...valid, displayName: '  ' })).toBe(OPERATOR_MSG.displayNameRequired);
    expect(createOperatorFieldError('displayName', { ...valid, displayName: '名'.repeat(33) })).toBe(OPERATOR_MSG.displayNameTooLong);
    expect(createOperatorFieldError('password', { ...valid, password: '' })).toBe(OPERATOR_MSG.passwordRequired);
    expect(createOperatorFieldError('password', { ...valid, password: '1234567' })).toBe(OPERATOR_MSG.passwordTooShort);
    expect(createOperatorFieldError('confirmPassword', { ...valid, confirmPassword: 'initial-Pass' })).toBe(CONFIRM_MISMATCH);
    expect(createOperatorFieldError('role', { ...valid, role: undefined })).toBe(ROLE_REQUIRED);
  });
});

describe('refusedField', () => {
  it('puts a taken username on its field, a field the server named on that field, and the rest above the form', () => {
    const fields = ['username', 'password'] as const;
    expect(refusedField(new ApiClientError(409, { code: 'conflict', message: OPERATOR_MSG.usernameTaken }), fields, 'username')).toBe('username');
    expect(refusedField(new ApiClientError(400, { code: 'bad_request', message: 'x', field: 'password' }), fields)).toBe('password');
    expect(refusedField(new ApiClientError(400, { code: 'bad_request', message: 'x', field: 'other' }), fields)).toBeUndefined();
    expect(refusedField(new Error('boom'), fields, 'username')).toBeUndefined();
  });
});
