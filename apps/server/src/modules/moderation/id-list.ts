import { notFound } from '../../lib/errors.ts';

const LISTED_IDS_MAX = 20;

/** The ids of a batch body in their first-seen order, each once. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** 404 naming the ids that do not exist or are deleted, e.g. 以下动态不存在或已删除：12, 13. */
export function missingIdsError(noun: string, missing: readonly number[]) {
  const listed = missing.slice(0, LISTED_IDS_MAX).join(', ');
  const more = missing.length > LISTED_IDS_MAX ? ` 等 ${missing.length} 个` : '';
  return notFound(`以下${noun}不存在或已删除：${listed}${more}`);
}
