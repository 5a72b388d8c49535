import { TARGET_TYPE } from '@ops/contracts/operations';
import {
  importLines,
  importWordCount,
  SCREENING_MSG,
  SENSITIVE_WORD_MAX,
  SENSITIVE_WORDS_IMPORT_MAX,
  type SensitiveWord,
  type SensitiveWordBody,
  type SensitiveWordImportBody,
  type SensitiveWordImportResult,
  type SensitiveWordList,
  type sensitiveWordListQuerySchema,
  wordLength,
} from '@ops/contracts/screening';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { limitOffset, paged } from '../../lib/paging.ts';
import { type Actor, recordOperation, SYSTEM_ACTOR } from '../oplog/record-operation.ts';
import { readScreeningConfig } from './screening-rules.repository.ts';
import { markStarterLoaded } from './screening-settings.repository.ts';
import { deleteWord, existingNormalized, findWord, insertWords, listWords, type NewWord, updateWord } from './sensitive-words.repository.ts';
import { STARTER_LEXICON } from './starter-lexicon.ts';
import { normalizeWord } from './text-normalizer.ts';

type ListInput = z.output<typeof sensitiveWordListQuerySchema>;

export async function listSensitiveWords(db: Database, query: ListInput): Promise<SensitiveWordList> {
  const { rows, total } = await listWords(db, { keyword: query.keyword || undefined, category: query.category, action: query.action, ...limitOffset(query) });
  return paged(rows, total, query);
}

/** The word as the matcher compares it; a word of nothing but spaces, punctuation or emoji matches nothing and is refused. */
function toNewWord(body: SensitiveWordBody): NewWord {
  const normalized = normalizeWord(body.word);
  if (normalized === '') throw badRequest(SCREENING_MSG.wordOnlySymbols, 'word');
  return { word: body.word, normalized, category: body.category, action: body.action };
}

const wordDescription = (word: Pick<SensitiveWord, 'word' | 'category' | 'action'>) => `「${word.word}」（${word.category}，${word.action === 'block' ? '拦截' : '送人审'}）`;

/** Adds one word; one with the same normalized form (加 微 信 = 加微信) is a duplicate (409). */
export function addSensitiveWord(db: Database, actor: Actor, body: SensitiveWordBody): Promise<SensitiveWord> {
  const word = toNewWord(body);
  return db.transaction(async (tx) => {
    const [added] = await insertWords(tx, [word], actor.operatorName);
    if (!added) throw conflict(SCREENING_MSG.wordDuplicate);
    await recordOperation(tx, actor, {
      operation: 'addSensitiveWord',
      description: `添加敏感词${wordDescription(added)}`,
      targetType: TARGET_TYPE.sensitiveWord,
      targetId: added.id,
      after: { word: added.word, category: added.category, action: added.action },
    });
    return added;
  });
}

export async function changeSensitiveWord(db: Database, actor: Actor, id: number, body: SensitiveWordBody): Promise<SensitiveWord> {
  const word = toNewWord(body);
  try {
    return await db.transaction(async (tx) => {
      const before = await findWord(tx, id);
      if (!before) throw notFound(SCREENING_MSG.wordNotFound);
      if ((await existingNormalized(tx, [word.normalized], id)).size > 0) throw conflict(SCREENING_MSG.wordDuplicate);
      const after = await updateWord(tx, id, word, actor.operatorName);
      if (!after) throw notFound(SCREENING_MSG.wordNotFound);
      await recordOperation(tx, actor, {
        operation: 'updateSensitiveWord',
        description: `${wordDescription(before)} 改为 ${wordDescription(after)}`,
        targetType: TARGET_TYPE.sensitiveWord,
        targetId: id,
        before: { word: before.word, category: before.category, action: before.action },
        after: { word: after.word, category: after.category, action: after.action },
      });
      return after;
    });
  } catch (error) {
    // Two operators saving the same new form at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(SCREENING_MSG.wordDuplicate);
    throw error;
  }
}

export function removeSensitiveWord(db: Database, actor: Actor, id: number): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const removed = await deleteWord(tx, id);
    if (!removed) throw notFound(SCREENING_MSG.wordNotFound);
    await recordOperation(tx, actor, {
      operation: 'deleteSensitiveWord',
      description: `删除敏感词${wordDescription(removed)}`,
      targetType: TARGET_TYPE.sensitiveWord,
      targetId: id,
      before: { word: removed.word, category: removed.category, action: removed.action },
    });
    return { ok: true as const };
  });
}

/** Why a line cannot be added before looking at the lexicon, or null. */
function lineProblem(line: string, normalized: string): string | null {
  if (line === '') return null;
  if (wordLength(line) > SENSITIVE_WORD_MAX) return `敏感词最多 ${SENSITIVE_WORD_MAX} 个字符`;
  if (normalized === '') return SCREENING_MSG.wordOnlySymbols;
  return null;
}

/**
 * 批量导入: every non-empty line becomes a word with the given category and action. Lines too long,
 * made of symbols only, repeated in the paste or already in the lexicon are skipped with the reason;
 * one log row names how many were added.
 */
export function importSensitiveWords(db: Database, actor: Actor, body: SensitiveWordImportBody): Promise<SensitiveWordImportResult> {
  const lines = importLines(body.words);
  if (lines.every((line) => line === '')) throw badRequest(SCREENING_MSG.importEmpty, 'words');
  if (importWordCount(lines) > SENSITIVE_WORDS_IMPORT_MAX) throw badRequest(SCREENING_MSG.importTooMany, 'words');
  return db.transaction(async (tx) => {
    const skipped: SensitiveWordImportResult['skipped'] = [];
    const candidates: (NewWord & { line: number })[] = [];
    const seen = new Set<string>();
    lines.forEach((word, index) => {
      const normalized = normalizeWord(word);
      const problem = lineProblem(word, normalized);
      if (word === '') return;
      if (problem) skipped.push({ line: index + 1, word, reason: problem });
      else if (seen.has(normalized)) skipped.push({ line: index + 1, word, reason: SCREENING_MSG.importRepeated });
      else {
        seen.add(normalized);
        candidates.push({ line: index + 1, word, normalized, category: body.category, action: body.action });
      }
    });
    const existing = await existingNormalized(tx, candidates.map((candidate) => candidate.normalized));
    const fresh = candidates.filter((candidate) => {
      if (!existing.has(candidate.normalized)) return true;
      skipped.push({ line: candidate.line, word: candidate.word, reason: SCREENING_MSG.wordDuplicate });
      return false;
    });
    const added = await insertWords(tx, fresh, actor.operatorName);
    if (added.length > 0) {
      await recordOperation(tx, actor, {
        operation: 'importSensitiveWords',
        description: `批量导入敏感词 ${added.length} 个（${body.category}，${body.action === 'block' ? '拦截' : '送人审'}）：${added
          .slice(0, 10)
          .map((word) => word.word)
          .join('、')}${added.length > 10 ? ' 等' : ''}`,
        targetType: TARGET_TYPE.sensitiveWord,
        after: { count: added.length, category: body.category, action: body.action },
      });
    }
    return { added: added.map((word) => word.word), skipped: skipped.sort((a, b) => a.line - b.line) };
  });
}

/** Puts the shipped lexicon in, once per database (a later start, or one after operators deleted words, leaves it). */
export async function loadStarterLexicon(db: Database): Promise<number> {
  return db.transaction(async (tx: Executor) => {
    if ((await readScreeningConfig(tx)).starterLoaded) return 0;
    const words = STARTER_LEXICON.map(([word, category, action]) => ({ word, normalized: normalizeWord(word), category, action }));
    const added = await insertWords(tx, words, SYSTEM_ACTOR.operatorName);
    await markStarterLoaded(tx);
    if (added.length > 0) {
      await recordOperation(tx, SYSTEM_ACTOR, {
        operation: 'importSensitiveWords',
        description: `载入内置敏感词库 ${added.length} 个`,
        targetType: TARGET_TYPE.sensitiveWord,
        after: { count: added.length },
      });
    }
    return added.length;
  });
}
