import type { ScreeningSettings } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Saves the detectors and the allow-list and raises the version the workers watch. */
export async function saveScreeningSettings(executor: Executor, settings: ScreeningSettings): Promise<void> {
  await executor.execute(sql`
    update screening_config set detectors = ${JSON.stringify(settings.detectors)}::jsonb, url_allow_list = ${JSON.stringify(settings.urlAllowList)}::jsonb,
      version = version + 1, updated_at = now()
    where id = 1`);
}

export async function markStarterLoaded(executor: Executor): Promise<void> {
  await executor.execute(sql`update screening_config set starter_loaded = true where id = 1`);
}
