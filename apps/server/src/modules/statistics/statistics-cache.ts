/**
 * The statistics answers this process gave, each remembered with the roll-up's refresh stamp it was read
 * under. Figures change only when a refresh commits, and every refresh sets a new stamp in the same
 * transaction (rollup.repository.ts `markRefreshed`), so an answer stays exact while the stamp is unchanged:
 * a request reads the stamp (one row) and, when it matches, answers without reading the roll-ups.
 *
 * One cache per database handle (the primary and a replica each see their own stamp), a few dozen
 * answers each, least recently used first out.
 */
const MAX_ANSWERS = 48;

interface Remembered {
  stamp: string;
  text: string;
}

const answersByDatabase = new WeakMap<object, Map<string, Remembered>>();

function answersOf(db: object): Map<string, Remembered> {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    answers = new Map();
    answersByDatabase.set(db, answers);
  }
  return answers;
}

/** The answer remembered for `key` under exactly this stamp, if any. */
export function rememberedAnswer(db: object, key: string, stamp: string | null): string | undefined {
  if (stamp === null) return undefined;
  const answers = answersOf(db);
  const remembered = answers.get(key);
  if (remembered?.stamp !== stamp) return undefined;
  answers.delete(key);
  answers.set(key, remembered);
  return remembered.text;
}

/** Remembers an answer read under `stamp` (nothing before the first refresh: no stamp to check it against). */
export function rememberAnswer(db: object, key: string, stamp: string | null, text: string): void {
  if (stamp === null) return;
  const answers = answersOf(db);
  answers.delete(key);
  answers.set(key, { stamp, text });
  while (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next();
    if (oldest.done) break;
    answers.delete(oldest.value);
  }
}
