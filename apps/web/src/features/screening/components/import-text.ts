import {
  importLines as splitImportLines,
  importWordCount,
  SCREENING_MSG,
  SENSITIVE_WORDS_IMPORT_MAX,
  type SensitiveWordImportResult,
} from '@ops/contracts/screening';

/** The text as sent: blank lines at the end (a paste usually ends with a line break) are dropped. */
export function importText(text: string): string {
  return text.trimEnd();
}

/** How many words the server will count toward the 5,000: the lines that are not blank. */
export function importWordTotal(text: string): number {
  return importWordCount(splitImportLines(text));
}

/** Why the text cannot be sent: no word at all, or more than 5,000 words. */
export function importProblem(text: string): string | undefined {
  const total = importWordTotal(text);
  if (total === 0) return SCREENING_MSG.importEmpty;
  if (total > SENSITIVE_WORDS_IMPORT_MAX) return SCREENING_MSG.importTooMany;
  return undefined;
}

/** e.g. 第 3 行「加微信」：与前面的行重复 */
export function skippedLineText(skipped: SensitiveWordImportResult['skipped'][number]): string {
  return skipped.word === '' ? `第 ${skipped.line} 行：${skipped.reason}` : `第 ${skipped.line} 行「${skipped.word}」：${skipped.reason}`;
}

/** The result's headline, e.g. 12 个已添加，3 行未添加 */
export function importSummary(result: SensitiveWordImportResult): string {
  const added = `${result.added.length} 个已添加`;
  return result.skipped.length === 0 ? added : `${added}，${result.skipped.length} 行未添加`;
}
