import { sensitiveWordBodySchema, type SensitiveWord, type WordAction, type WordCategory } from '@ops/contracts/screening';
import type { FormRule } from 'antd';

export interface WordFormValues {
  word: string;
  category?: WordCategory;
  action: WordAction;
}

/** A new word: no category picked yet, 拦截. */
export const NEW_WORD_DEFAULTS: WordFormValues = { word: '', category: undefined, action: 'block' };

/** The dialog's values: the word being edited, or the defaults for a new one. */
export function wordFormValues(word: SensitiveWord | null): WordFormValues {
  return word ? { word: word.word, category: word.category, action: word.action } : NEW_WORD_DEFAULTS;
}

/** The contract's own rule for a word (not empty after trimming, at most 32 characters), with its Chinese messages. */
export function wordProblem(value: unknown): string | undefined {
  const result = sensitiveWordBodySchema.shape.word.safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const wordRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) => {
      const problem = wordProblem(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

export const categoryRules: FormRule[] = [{ required: true, message: '请选择分类' }];
