import type { Paged } from '@ops/contracts/common';
import { MSG } from '@ops/contracts/messages';
import type { FreezeRecord, LoginLog, UserDetail, UserListRow, userListQuerySchema } from '@ops/contracts/users';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { limitOffset, paged, type PageRequest } from '../../lib/paging.ts';
import { resolveCityLabel } from '../regions/region-tree.ts';
import { findActiveFreeze, listFreezes } from './freezes.repository.ts';
import { listLoginLogs } from './login-logs.repository.ts';
import { toFreezeRecord, toUserDetail, toUserListRow } from './users.mappers.ts';
import { findUser, listUsers as listUserRows, userExists } from './users.repository.ts';

export type UserListQuery = z.output<typeof userListQuerySchema>;

export async function listUsers(db: Database, query: UserListQuery): Promise<Paged<UserListRow>> {
  const { rows, total } = await listUserRows(db, {
    id: query.id ? Number(query.id) : undefined,
    nickname: query.nickname || undefined,
    place: query.city ? resolveCityLabel(query.city) : undefined,
    sex: query.sex === undefined ? undefined : (Number(query.sex) as 0 | 1 | 2),
    frozen: query.userStatus === undefined ? undefined : query.userStatus === '2',
    sortProp: query.sortProp ?? 'id',
    sortOrder: query.sortOrder ?? 'descending',
    ...limitOffset(query),
    keyset: query.after !== undefined ? { after: query.after } : query.before !== undefined ? { before: query.before } : undefined,
  });
  return paged(rows.map(toUserListRow), total, query);
}

export async function getUserDetail(db: Database, id: number): Promise<UserDetail> {
  const row = await findUser(db, id);
  if (!row) throw notFound(MSG.userNotFound);
  const activeFreeze = row.frozen ? await findActiveFreeze(db, id) : undefined;
  return toUserDetail(row, activeFreeze);
}

async function assertUserExists(db: Database, id: number): Promise<void> {
  if (!(await userExists(db, id))) throw notFound(MSG.userNotFound);
}

export interface SubListQuery extends PageRequest {
  uid: number;
  sortOrder?: 'ascending' | 'descending';
}

export async function listUserLoginLogs(db: Database, query: SubListQuery): Promise<Paged<LoginLog>> {
  await assertUserExists(db, query.uid);
  const { rows, total } = await listLoginLogs(db, query.uid, { ...limitOffset(query), order: query.sortOrder ?? 'descending' });
  return paged(
    rows.map((row) => ({ ...row, logTime: row.logTime.getTime() })),
    total,
    query,
  );
}

export async function listUserFreezes(db: Database, query: SubListQuery): Promise<Paged<FreezeRecord>> {
  await assertUserExists(db, query.uid);
  const { limit, offset } = limitOffset(query);
  const { rows, total } = await listFreezes(db, query.uid, limit, offset, query.sortOrder ?? 'descending');
  return paged(rows.map(toFreezeRecord), total, query);
}
