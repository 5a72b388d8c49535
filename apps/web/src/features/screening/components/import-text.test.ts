import { SCREENING_MSG } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { importProblem, importSummary, importText, importWordTotal, skippedLineText } from './import-text';

describe('importText and importWordTotal', () => {
  it('drops the blank lines at the end only, so the numbers of the others stay', () => {
    expect(importText('\n博彩\n\n加微信\n \n\n')).toBe('\n博彩\n\n加微信');
  });

  it('counts the lines that are not blank', () => {
    expect(importWordTotal('\n博彩\n\n加微信\n \n\n')).toBe(2);
    expect(importWordTotal('  \n ')).toBe(0);
  });
});

describe('importProblem', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `词${index}`);

  it('refuses a text without any word', () => {
    expect(importProblem('\n \n')).toBe(SCREENING_MSG.importEmpty);
  });

  it('accepts up to 5,000 words, a line break at the end included, and refuses one more', () => {
    expect(importProblem(words(5000).join('\n'))).toBeUndefined();
    expect(importProblem(`${words(5000).join('\n')}\n\n`)).toBeUndefined();
    expect(importProblem(words(5001).join('\n'))).toBe(SCREENING_MSG.importTooMany);
  });

  it('does not count blank lines inside the text toward the 5,000, as the server does not', () => {
    expect(importProblem([...words(2500), '', '', ...words(2500)].join('\n'))).toBeUndefined();
    expect(importProblem([...words(2500), '', ...words(2501)].join('\n'))).toBe(SCREENING_MSG.importTooMany);
  });
});

describe('the import result', () => {
  it('names each skipped line with its word and reason', () => {
    expect(skippedLineText({ line: 3, word: '加微信', reason: SCREENING_MSG.importRepeated })).toBe('第 3 行「加微信」：与前面的行重复');
    expect(skippedLineText({ line: 4, word: '', reason: SCREENING_MSG.wordEmpty })).toBe('第 4 行：敏感词不能为空');
  });

  it('sums up what was added and what was not', () => {
    expect(importSummary({ added: ['a', 'b'], skipped: [] })).toBe('2 个已添加');
    expect(importSummary({ added: [], skipped: [{ line: 1, word: 'a', reason: 'x' }] })).toBe('0 个已添加，1 行未添加');
  });
});
