import type { AccountSessionList, RevokedCount } from '@ops/contracts/operators';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { type ActiveSession, listLiveSessions, revokeOtherSessions } from './auth.repository.ts';
import { describeUserAgent } from './user-agent.ts';

/** A public handle of a session: a prefix of its id (itself a hash of the token), never enough to use it. */
const sessionKey = (id: string) => id.slice(0, 12);

/** 我的会话: every live session of the signed-in operator, this one marked. */
export async function listOwnSessions(db: Database, session: ActiveSession, idleMs: number): Promise<AccountSessionList> {
  const rows = await listLiveSessions(db, session.operatorId, idleMs);
  return {
    items: rows.map((row) => ({
      key: sessionKey(row.id),
      current: row.id === session.id,
      device: describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    })),
  };
}

/** 退出其他会话: every other session of the operator ends; this one stays. */
export async function revokeOwnOtherSessions(db: Database, session: ActiveSession, actor: Actor): Promise<RevokedCount> {
  return db.transaction(async (tx) => {
    const revoked = await revokeOtherSessions(tx, session.operatorId, session.id);
    await recordOperation(tx, actor, {
      operation: 'revokeOtherSessions',
      description: `退出其他 ${revoked} 个会话`,
      targetType: TARGET_TYPE.operator,
      targetId: session.operatorId,
    });
    return { revoked };
  });
}
