import { describe, expect, it } from 'vitest';
import { previewDescription } from './log-description';

describe('previewDescription', () => {
  it('keeps 20 characters or fewer whole', () => {
    const twenty = '一二三四五六七八九十一二三四五六七八九十';
    expect(previewDescription(twenty)).toEqual({ text: twenty, truncated: false });
    expect(previewDescription('')).toEqual({ text: '', truncated: false });
  });

  it('cuts a longer text at 20 characters and appends …', () => {
    const preview = previewDescription('冻结时长：冻结3天；冻结范围：冻结登录；冻结原因：被举报内容违规');
    expect(preview).toEqual({ text: '冻结时长：冻结3天；冻结范围：冻结登录；…', truncated: true });
    expect([...preview.text.slice(0, -1)]).toHaveLength(20);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'好'.repeat(19)}😀😀`;
    expect(previewDescription(text)).toEqual({ text: `${'好'.repeat(19)}😀…`, truncated: true });
  });
});
