import { describe, expect, it } from 'vitest';
import { enrolmentCode, groupSecret, recoveryCodesFilename, recoveryCodesText, SIX_DIGITS } from './two-factor-text';

describe('groupSecret', () => {
  it('shows the key in groups of four for typing, the same characters in the same order', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('AB CD')).toBe('ABCD');
  });
});

describe('enrolmentCode', () => {
  it('drops the space authenticator apps show in the middle of a code', () => {
    expect(enrolmentCode(' 123 456 ')).toBe('123456');
    expect(SIX_DIGITS.test(enrolmentCode('123 456'))).toBe(true);
    expect(SIX_DIGITS.test(enrolmentCode('12345'))).toBe(false);
    expect(SIX_DIGITS.test(enrolmentCode('12345a'))).toBe(false);
  });
});

describe('the recovery codes file', () => {
  it('names the account and the time, says how to use a code, then lists each code on its own line', () => {
    const codes = ['abcde-fghij', 'klmno-pqrst'];
    const lines = recoveryCodesText(codes, 'zhangsan', Date.UTC(2026, 0, 2, 3, 4, 5)).split('\r\n');
    expect(lines[0]).toBe('运营后台 两步验证恢复码');
    expect(lines[1]).toBe('账号：zhangsan');
    expect(lines[2]).toMatch(/^生成时间：2026-01-0\d \d\d:04:05$/);
    expect(lines[3]).toContain('每个恢复码只能使用一次');
    expect(lines.slice(5, 7)).toEqual(codes);
    expect(recoveryCodesFilename('zhangsan')).toBe('运营后台-恢复码-zhangsan.txt');
  });
});
