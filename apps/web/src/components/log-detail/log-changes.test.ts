import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { diffRecords, flattenRecord } from './log-changes';

describe('flattenRecord', () => {
  it('joins nested keys with dots, keeps lists whole and keeps recorded nulls', () => {
    const flat = flattenRecord({ userStatus: '2', freeze: { id: 7, expiresAt: null, nested: { deep: true } }, medias: ['a', 'b'] });
    expect([...flat.entries()]).toEqual([
      ['userStatus', '2'],
      ['freeze.id', 7],
      ['freeze.expiresAt', null],
      ['freeze.nested.deep', true],
      ['medias', ['a', 'b']],
    ]);
  });

  it('gives nothing for null or undefined and one entry for a bare value', () => {
    expect(flattenRecord(null).size).toBe(0);
    expect(flattenRecord(undefined).size).toBe(0);
    expect([...flattenRecord('x').entries()]).toEqual([['', 'x']]);
  });
});

describe('diffRecords', () => {
  it('shows a freeze as 用户状态 正常 → 冻结 first, with the new freeze record changed from —', () => {
    const rows = diffRecords(
      { userStatus: '1' },
      { freeze: { id: 9, status: 'active', expiresAt: null, thawedAt: null, freezingTime: '3' }, userStatus: '2' },
    );
    expect(rows[0]).toEqual({ key: 'userStatus', label: '用户状态', before: '正常', after: '冻结', changed: true });
    expect(rows.find((row) => row.key === 'freeze.status')).toMatchObject({ label: '冻结记录 · 状态', before: '—', after: '冻结中', changed: true });
    expect(rows.find((row) => row.key === 'freeze.expiresAt')).toMatchObject({ before: '—', after: '永久', changed: true });
    expect(rows.find((row) => row.key === 'freeze.freezingTime')).toMatchObject({ label: '冻结记录 · 冻结时长', after: '永久冻结' });
    // A null that shows as — on both sides is no change for the operator.
    expect(rows.find((row) => row.key === 'freeze.thawedAt')).toMatchObject({ before: '—', after: '—', changed: false });
    expect(rows[rows.length - 1]?.key).toBe('freeze.thawedAt');
  });

  it('marks equal fields unchanged and lists them after the changed ones', () => {
    const rows = diffRecords({ freeze: { id: 9, status: 'active' }, userStatus: '2' }, { freeze: { id: 9, status: 'thawed' }, userStatus: '1' });
    expect(rows.map((row) => [row.key, row.changed])).toEqual([
      ['userStatus', true],
      ['freeze.status', true],
      ['freeze.id', false],
    ]);
    expect(rows[1]).toMatchObject({ before: '冻结中', after: '已解冻' });
  });

  it('maps review, pin and delete codes to their Chinese labels', () => {
    expect(diffRecords({ state: '3' }, { state: '5' })[0]).toMatchObject({ label: '审核状态', before: '待人工审核', after: '人工通过' });
    expect(diffRecords({ topState: 1 }, { topState: 2 })[0]).toMatchObject({ label: '置顶状态', before: '未置顶', after: '已置顶' });
    const restore = diffRecords({ deleted: true, deletedAt: 1_700_000_000_000, deletedBy: 1 }, { deleted: false });
    expect(restore[0]).toMatchObject({ label: '已删除', before: '是', after: '否' });
    expect(restore[1]).toMatchObject({ label: '删除时间', before: formatDateTime(1_700_000_000_000), after: '—', changed: false });
  });

  it('shows a deletion as 已删除 — → 是, the snapshot of the post as unchanged context', () => {
    const rows = diffRecords({ id: 5, state: '1', text: '你好', medias: ['a', 'b'] }, { deleted: true });
    expect(rows.filter((row) => row.changed)).toEqual([{ key: 'deleted', label: '已删除', before: '—', after: '是', changed: true }]);
    expect(rows.map((row) => row.key)).toEqual(['deleted', 'state', 'id', 'text', 'medias']);
    expect(rows.find((row) => row.key === 'medias')).toMatchObject({ label: '图片', before: '2 张', after: '—' });
    expect(rows.find((row) => row.key === 'text')).toMatchObject({ label: '内容', before: '你好', after: '—' });
  });

  it('keeps unknown field names and unknown codes as written, and text as text', () => {
    const rows = diffRecords({ somethingNew: '<b>x</b>', state: '9' }, { somethingNew: { a: 1 }, state: '9' });
    expect(rows.find((row) => row.key === 'somethingNew.a')).toMatchObject({ label: 'somethingNew · a', before: '—', after: '1' });
    expect(rows.find((row) => row.key === 'somethingNew')).toMatchObject({ before: '<b>x</b>', after: '—', changed: false });
    expect(rows.find((row) => row.key === 'state')).toMatchObject({ before: '9', after: '9', changed: false });
  });

  it('gives no rows when nothing was recorded', () => {
    expect(diffRecords(null, null)).toEqual([]);
  });
});
