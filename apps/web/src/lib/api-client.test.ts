import { describe, expect, it } from 'vitest';
import { buildUrl, isApiError, needsAccountSetup } from './api-client';
import { ApiClientError } from './api-error';

describe('isApiError', () => {
  it('accepts the server error shape, with or without field and index', () => {
    expect(isApiError({ code: 'bad_request', message: '请求参数有误' })).toBe(true);
    expect(isApiError({ code: 'bad_request', message: '第 2 项：…', field: 'ids.1', index: 1 })).toBe(true);
  });

  it('rejects anything else, so a proxy page falls back to a Chinese message', () => {
    for (const value of [null, 'Bad Gateway', { message: 'x' }, { code: 1, message: 'x' }, { code: 'x', message: 'y', index: 1.5 }, { code: 'x', message: 'y', field: 3 }]) {
      expect(isApiError(value)).toBe(false);
    }
  });
});

describe('buildUrl', () => {
  it('drops empty values and encodes the rest', () => {
    expect(buildUrl('/manage/users', { nickname: '小 猫', city: '', id: undefined, page: 2 })).toBe('/manage/users?nickname=%E5%B0%8F+%E7%8C%AB&page=2');
    expect(buildUrl('/manage/users')).toBe('/manage/users');
  });
});

describe('needsAccountSetup', () => {
  it('takes the two "do this first" refusals as a reason to go to the account setup page, and no other 403', () => {
    expect(needsAccountSetup(new ApiClientError(403, { code: 'password_change_required', message: '请先修改初始密码' }))).toBe(true);
    expect(needsAccountSetup(new ApiClientError(403, { code: 'two_factor_setup_required', message: '请先开启两步验证' }))).toBe(true);
    expect(needsAccountSetup(new ApiClientError(403, { code: 'forbidden', message: '没有权限执行此操作' }))).toBe(false);
    expect(needsAccountSetup(new ApiClientError(401, { code: 'password_change_required', message: 'x' }))).toBe(false);
  });
});
