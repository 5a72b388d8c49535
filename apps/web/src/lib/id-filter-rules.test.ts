import type { RuleObject } from 'antd/es/form';
import { describe, expect, test } from 'vitest';
import { idFilterRules, trimIdInput } from './id-filter-rules';

async function check(value: unknown, label?: string): Promise<string | null> {
  const [rule] = idFilterRules(label) as RuleObject[];
  try {
    await rule?.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the ID filter field', () => {
  test('takes an id pasted with spaces around it, and lands it trimmed', async () => {
    expect(await check(' 123 ')).toBeNull();
    expect(trimIdInput(' 123 ')).toBe('123');
    expect(trimIdInput(undefined)).toBeUndefined();
  });

  test('an empty field searches everything', async () => {
    expect(await check(undefined)).toBeNull();
    expect(await check('')).toBeNull();
  });

  test('refuses 16 digits with the spec message and anything but digits naming the field', async () => {
    expect(await check('1234567890123456')).toBe('长度在 0 到 15 个字符');
    expect(await check('123456789012345')).toBeNull();
    expect(await check('12a', '用户ID')).toBe('用户ID只能包含数字');
    expect(await check('12a')).toBe('ID只能包含数字');
  });
});
