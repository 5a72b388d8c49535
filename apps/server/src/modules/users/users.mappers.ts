import { sexLabel, USER_STATUS } from '@ops/contracts/codes';
import { SYSTEM_ACTOR_NAME } from '@ops/contracts/operations';
import type { FreezeRecord, UserDetail, UserListRow } from '@ops/contracts/users';
import type { FreezeRow } from './freezes.repository.ts';
import type { listUsers, UserRow } from './users.repository.ts';

type ListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());
const statusOf = (frozen: boolean) => (frozen ? USER_STATUS.frozen : USER_STATUS.normal);

export function toUserListRow(row: ListRow): UserListRow {
  return {
    id: row.id,
    nickname: row.nickname,
    sex: sexLabel(row.sex),
    city: row.city,
    logo: row.logo,
    lastActiveTime: ms(row.lastActiveAt),
    userStatus: statusOf(row.frozen),
  };
}

export function toFreezeRecord(row: FreezeRow): FreezeRecord {
  return {
    id: row.id,
    userId: row.userId,
    freezingTime: row.freezingTime as FreezeRecord['freezingTime'],
    freezingRange: row.freezingRange as FreezeRecord['freezingRange'],
    reasonsForFreezing: row.reason as FreezeRecord['reasonsForFreezing'],
    frozenRemarks: row.remarks,
    createdAt: row.createdAt.getTime(),
    expiresAt: ms(row.expiresAt),
    operatorName: row.operatorName ?? SYSTEM_ACTOR_NAME,
    status: row.status,
    thawedAt: ms(row.thawedAt),
    thawOperatorName: row.thawOperatorName,
    reasonsForThawing: row.thawReason,
    thawRemarks: row.thawRemarks,
  };
}

export function toUserDetail(row: UserRow, activeFreeze: FreezeRow | undefined): UserDetail {
  return {
    id: row.id,
    mobile: row.mobile,
    nickname: row.nickname,
    sex: sexLabel(row.sex),
    age: row.age,
    income: row.income,
    occupation: row.occupation,
    personalSignature: row.personalSignature,
    countBeLiked: row.countBeLiked,
    countLiked: row.countLiked,
    countMatching: row.countMatching,
    created: row.createdAt.getTime(),
    lastActiveTime: ms(row.lastActiveAt),
    userStatus: statusOf(row.frozen),
    province: row.province,
    city: row.city,
    lastLoginLocation: row.lastLoginLocation,
    logo: row.logo,
    tags: row.tags,
    activeFreeze: row.frozen && activeFreeze ? toFreezeRecord(activeFreeze) : null,
  };
}
