import { DETECTOR_KEYS, DETECTOR_LABEL, DETECTOR_MODE_LABEL, type ScreeningSettings } from '@ops/contracts/screening';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { readScreeningConfig } from './screening-rules.repository.ts';
import { saveScreeningSettings } from './screening-settings.repository.ts';

export async function getScreeningSettings(db: Database): Promise<ScreeningSettings> {
  return (await readScreeningConfig(db)).settings;
}

function describeChange(before: ScreeningSettings, after: ScreeningSettings): string {
  const parts = DETECTOR_KEYS.filter((key) => before.detectors[key] !== after.detectors[key]).map(
    (key) => `${DETECTOR_LABEL[key]}：${DETECTOR_MODE_LABEL[before.detectors[key]]} → ${DETECTOR_MODE_LABEL[after.detectors[key]]}`,
  );
  if (before.urlAllowList.join(',') !== after.urlAllowList.join(',')) parts.push(`允许的域名：${after.urlAllowList.join('、') || '（无）'}`);
  return parts.length > 0 ? parts.join('；') : '未改变';
}

/** Saves the detectors' modes and the URL allow-list; every worker uses them from its next batch. */
export function changeScreeningSettings(db: Database, actor: Actor, settings: ScreeningSettings): Promise<ScreeningSettings> {
  const normalized: ScreeningSettings = { ...settings, urlAllowList: [...new Set(settings.urlAllowList)] };
  return db.transaction(async (tx) => {
    const before = (await readScreeningConfig(tx)).settings;
    await saveScreeningSettings(tx, normalized);
    await recordOperation(tx, actor, {
      operation: 'changeScreeningSettings',
      description: describeChange(before, normalized),
      targetType: TARGET_TYPE.settings,
      before,
      after: normalized,
    });
    return normalized;
  });
}
