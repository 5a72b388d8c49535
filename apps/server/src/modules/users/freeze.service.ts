import { FREEZE_REASON, FREEZING_RANGE, FREEZING_TIME, labelOf, USER_STATUS } from '@ops/contracts/codes';
import { MSG } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { FreezeDecisionData } from '@ops/contracts/decisions';
import type { FreezeRecord, FreezeResult, freezeBodySchema, unfreezeBodySchema } from '@ops/contracts/users';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { recordExpiredFreezes } from './freeze-expiry.service.ts';
import { findActiveFreeze, findFreeze, insertFreeze, thawActiveFreezes } from './freezes.repository.ts';
import { toFreezeRecord } from './users.mappers.ts';
import { markFrozen, markThawed, userExists } from './users.repository.ts';

export type FreezeInput = z.output<typeof freezeBodySchema>;
export type UnfreezeInput = z.output<typeof unfreezeBodySchema>;

async function loadFreeze(tx: Transaction, id: number) {
  const row = await findFreeze(tx, id);
  if (!row) throw new Error(`freeze ${id} vanished inside its transaction`);
  return toFreezeRecord(row);
}

/** Why a guarded update changed nothing: the user is missing (404) or already in the target state (409). */
async function explainNoChange(tx: Transaction, userId: number, message: string): Promise<never> {
  if (!(await userExists(tx, userId))) throw notFound(MSG.userNotFound);
  throw conflict(message);
}

function describeFreeze(input: FreezeInput): string {
  const parts = [
    `冻结时长：${labelOf(FREEZING_TIME, input.freezingTime)}`,
    `冻结范围：${labelOf(FREEZING_RANGE, input.freezingRange)}`,
    `冻结原因：${labelOf(FREEZE_REASON, input.reasonsForFreezing)}`,
  ];
  if (input.frozenRemarks) parts.push(`备注：${input.frozenRemarks}`);
  return parts.join('；');
}

/** What the app must enforce for a new freeze: what is frozen, until when and why. */
function freezeDecision(freeze: FreezeRecord): Omit<FreezeDecisionData, 'operator'> {
  const codeLabel = (table: Parameters<typeof labelOf>[0], code: string) => ({ code, label: labelOf(table, code) });
  return {
    freezeId: freeze.id,
    freezingTime: codeLabel(FREEZING_TIME, freeze.freezingTime),
    freezingRange: codeLabel(FREEZING_RANGE, freeze.freezingRange),
    reason: codeLabel(FREEZE_REASON, freeze.reasonsForFreezing),
    remarks: freeze.frozenRemarks,
    from: freeze.createdAt,
    until: freeze.expiresAt,
  };
}

/**
 * Freezes a user who is not frozen now; the guard makes two operators' freezes of one user never both
 * win. An earlier freeze that ran out unrecorded is recorded first, so the app hears of its end
 * before this one.
 */
export function freezeUser(db: Database, actor: Actor, input: FreezeInput): Promise<FreezeResult> {
  const days = FREEZING_TIME.find((option) => option.code === input.freezingTime)?.days ?? null;
  return db.transaction(async (tx) => {
    if (!(await markFrozen(tx, input.userId, days))) await explainNoChange(tx, input.userId, MSG.userAlreadyFrozen);
    await recordExpiredFreezes(tx, { userId: input.userId, limit: 100, skipLocked: false });
    const freezeId = await insertFreeze(tx, {
      userId: input.userId,
      freezingTime: input.freezingTime,
      freezingRange: input.freezingRange,
      reason: input.reasonsForFreezing,
      remarks: input.frozenRemarks,
      days,
      operatorId: actor.operatorId,
    });
    const freeze = await loadFreeze(tx, freezeId);
    await recordOperation(tx, actor, {
      operation: 'freezeUser',
      description: describeFreeze(input),
      targetType: TARGET_TYPE.user,
      targetId: input.userId,
      before: { userStatus: USER_STATUS.normal },
      after: { userStatus: USER_STATUS.frozen, freeze },
      decision: freezeDecision(freeze),
    });
    return { userId: input.userId, userStatus: USER_STATUS.frozen, freeze };
  });
}

/** Lifts the active freeze of a frozen user, recording the thaw reason and remarks. */
export function unfreezeUser(db: Database, actor: Actor, input: UnfreezeInput): Promise<FreezeResult> {
  return db.transaction(async (tx) => {
    if (!(await markThawed(tx, input.userId))) await explainNoChange(tx, input.userId, MSG.userNotFrozen);
    // Read under the row lock the guard took, so the log's "before" is the freeze being lifted.
    const active = await findActiveFreeze(tx, input.userId);
    const [closedId] = await thawActiveFreezes(tx, input.userId, {
      operatorId: actor.operatorId,
      reason: input.reasonsForThawing,
      remarks: input.frozenRemarks,
    });
    if (closedId === undefined) throw new Error(`user ${input.userId} was frozen without an active freeze row`);
    const freeze = await loadFreeze(tx, closedId);
    await recordOperation(tx, actor, {
      operation: 'unfreezeUser',
      description: `备注：${input.frozenRemarks}`,
      targetType: TARGET_TYPE.user,
      targetId: input.userId,
      before: { userStatus: USER_STATUS.frozen, freeze: active ? toFreezeRecord(active) : null },
      after: { userStatus: USER_STATUS.normal, freeze },
      decision: { freezeId: closedId, cause: 'operator', reason: input.reasonsForThawing, remarks: input.frozenRemarks },
    });
    return { userId: input.userId, userStatus: USER_STATUS.normal, freeze };
  });
}
