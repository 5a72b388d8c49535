import { createHash, randomBytes } from 'node:crypto';
import {
  INTEGRATION_TOKEN_MSG,
  type IntegrationScope,
  type IntegrationTokenBody,
  type IntegrationTokenList,
  type IssuedIntegrationToken,
} from '@ops/contracts/integration-tokens';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { insertToken, listTokens, markTokenRevoked, replaceTokenHash, toTokenRow } from './integration-tokens.repository.ts';
import { forgetTokens } from './token-cache.ts';

/** Tokens are `ops_` and 256 random bits (base64url); stored as their SHA-256 with the first 8 characters for display. */
export function newTokenSecret(): { token: string; tokenHash: string; prefix: string } {
  const token = `ops_${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: tokenHashOf(token), prefix: token.slice(0, 8) };
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const scopeList = (scopes: readonly IntegrationScope[]) => scopes.join('、');

export async function integrationTokenList(db: Database, config: AppConfig): Promise<IntegrationTokenList> {
  return { items: (await listTokens(db)).map(toTokenRow), bootstrapConfigured: config.ingestToken !== undefined };
}

/** 新建接入令牌: the secret is answered once and never stored; logged with its name and scopes. */
export async function createIntegrationToken(db: Database, actor: Actor, body: IntegrationTokenBody): Promise<IssuedIntegrationToken> {
  const scopes = [...new Set(body.scopes)];
  const secret = newTokenSecret();
  try {
    const record = await db.transaction(async (tx) => {
      const inserted = await insertToken(tx, { name: body.name, tokenHash: secret.tokenHash, prefix: secret.prefix, scopes, createdBy: actor.operatorName });
      await recordOperation(tx, actor, {
        operation: 'createIntegrationToken',
        description: `${body.name}（${secret.prefix}…）：${scopeList(scopes)}`,
        targetType: TARGET_TYPE.integrationToken,
        targetId: inserted.id,
        after: { name: body.name, prefix: secret.prefix, scopes },
      });
      return inserted;
    });
    return { token: secret.token, row: toTokenRow(record) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INTEGRATION_TOKEN_MSG.nameTaken);
    throw error;
  }
}

/** 轮换: a new secret for the same name and scopes; the old one stops working at once (on other instances within seconds). */
export async function rotateIntegrationToken(db: Database, actor: Actor, id: number): Promise<IssuedIntegrationToken> {
  const secret = newTokenSecret();
  const record = await db.transaction(async (tx) => {
    const rotated = await replaceTokenHash(tx, id, secret.tokenHash, secret.prefix);
    if (!rotated) throw notFound(INTEGRATION_TOKEN_MSG.notFound);
    await recordOperation(tx, actor, {
      operation: 'rotateIntegrationToken',
      description: `${rotated.name}（新令牌 ${secret.prefix}…）`,
      targetType: TARGET_TYPE.integrationToken,
      targetId: id,
      after: { prefix: secret.prefix },
    });
    return rotated;
  });
  forgetTokens(db);
  return { token: secret.token, row: toTokenRow(record) };
}

/** 吊销: guarded, so of two revocations one wins and the other gets 404. */
export async function revokeIntegrationToken(db: Database, actor: Actor, id: number) {
  const record = await db.transaction(async (tx) => {
    const revoked = await markTokenRevoked(tx, id);
    if (!revoked) throw notFound(INTEGRATION_TOKEN_MSG.notFound);
    await recordOperation(tx, actor, {
      operation: 'revokeIntegrationToken',
      description: `${revoked.name}（${revoked.prefix}…）`,
      targetType: TARGET_TYPE.integrationToken,
      targetId: id,
    });
    return revoked;
  });
  forgetTokens(db);
  return toTokenRow(record);
}

