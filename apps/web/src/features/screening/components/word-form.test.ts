import { describe, expect, it } from 'vitest';
import { NEW_WORD_DEFAULTS, wordFormValues, wordProblem } from './word-form';

describe('wordProblem', () => {
  it('accepts a word of 1 to 32 characters after trimming', () => {
    expect(wordProblem('代开发票')).toBeUndefined();
    expect(wordProblem(` ${'字'.repeat(32)} `)).toBeUndefined();
  });

  it('refuses an empty or blank word and one over 32 characters, in Chinese', () => {
    expect(wordProblem('')).toBe('敏感词不能为空');
    expect(wordProblem('   ')).toBe('敏感词不能为空');
    expect(wordProblem(undefined)).toBe('敏感词不能为空');
    expect(wordProblem('字'.repeat(33))).toBe('敏感词最多 32 个字符');
  });
});

describe('wordFormValues', () => {
  it('prefills the word being edited and starts a new one from the defaults', () => {
    const word = { id: 7, word: '博彩', category: '赌博' as const, action: 'review' as const, createdAt: 1, updatedAt: 2, updatedBy: 'admin' };
    expect(wordFormValues(word)).toEqual({ word: '博彩', category: '赌博', action: 'review' });
    expect(wordFormValues(null)).toEqual(NEW_WORD_DEFAULTS);
  });
});
