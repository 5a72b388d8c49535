import { describe, expect, test } from 'vitest';
import { idFilterSchema } from './common.ts';
import { idFilterError, isIdFilter, normalizeIdFilter } from './id-filter.ts';
import { videoListQuerySchema } from './videos.ts';
import { userListQuerySchema } from './users.ts';

describe('the one ID filter rule', () => {
  test('an id pasted with spaces around it is the id', () => {
    expect(normalizeIdFilter(' 123 ')).toBe('123');
    expect(normalizeIdFilter('\t42\n')).toBe('42');
    expect(idFilterError(' 123 ')).toBeNull();
    expect(idFilterSchema().parse(' 123 ')).toBe('123');
    expect(isIdFilter(' 123 ')).toBe(true);
  });

  test('0 to 15 digits; longer is 长度在 0 到 15 个字符, spaces not counted', () => {
    expect(idFilterError('')).toBeNull();
    expect(idFilterError('9'.repeat(15))).toBeNull();
    expect(idFilterError(`  ${'9'.repeat(15)}  `)).toBeNull();
    expect(idFilterError('9'.repeat(16))).toBe('长度在 0 到 15 个字符');
    expect(isIdFilter('')).toBe(false);
  });

  test('anything but digits is refused, naming the field', () => {
    expect(idFilterError('12a')).toBe('ID只能包含数字');
    expect(idFilterError('1 2')).toBe('ID只能包含数字');
    expect(idFilterError('-1', '用户ID')).toBe('用户ID只能包含数字');
  });

  test('the video list takes the same rule as the user list (no 18-digit cap of its own)', () => {
    expect(videoListQuerySchema.safeParse({ id: ' 123 ' }).data?.id).toBe('123');
    expect(videoListQuerySchema.safeParse({ id: '9'.repeat(16) }).error?.issues[0]?.message).toBe('长度在 0 到 15 个字符');
    expect(userListQuerySchema.safeParse({ id: '9'.repeat(16) }).error?.issues[0]?.message).toBe('长度在 0 到 15 个字符');
    expect(userListQuerySchema.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe('用户ID只能包含数字');
  });
});
