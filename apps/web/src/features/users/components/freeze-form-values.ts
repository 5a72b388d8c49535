import { FREEZE_DEFAULTS, type FreezeReason, type FreezingRange, type FreezingTime } from '@ops/contracts/codes';

export interface FreezeFormValues {
  freezingTime: FreezingTime;
  freezingRange: FreezingRange;
  reasonsForFreezing: FreezeReason;
  frozenRemarks: string;
}

export const FREEZE_FORM_DEFAULTS: FreezeFormValues = { ...FREEZE_DEFAULTS, frozenRemarks: '' };
