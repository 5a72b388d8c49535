import { describe, expect, it } from 'vitest';
import { buildUrl, isApiError } from './api-client';

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
