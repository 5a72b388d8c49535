import { type OperatorPreferences, operatorPreferencesSchema } from '@ops/contracts/preferences';
import type { Database } from '../../db/client.ts';
import { mergePreferences, readPreferences } from './preferences.repository.ts';

/** Stored keys this version no longer knows (or malformed values) are dropped, never sent on. */
function known(stored: unknown): OperatorPreferences {
  if (typeof stored !== 'object' || stored === null) return {};
  const shape = operatorPreferencesSchema.shape;
  const entries = Object.entries(stored).filter(([key, value]) => key in shape && shape[key as keyof typeof shape].safeParse(value).success);
  return Object.fromEntries(entries) as OperatorPreferences;
}

export async function getPreferences(db: Database, operatorId: number): Promise<OperatorPreferences> {
  return known(await readPreferences(db, operatorId));
}

/**
 * A console setting of the operator's own (which view they like), not an action on the app's data:
 * it is stored, not written to the operation log.
 */
export async function updatePreferences(db: Database, operatorId: number, change: OperatorPreferences): Promise<OperatorPreferences> {
  return known(await mergePreferences(db, operatorId, change));
}
