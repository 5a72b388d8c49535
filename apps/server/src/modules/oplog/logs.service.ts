import type { Paged } from '@ops/contracts/common';
import { DATE_UNSET } from '@ops/contracts/limits';
import { LOG_MSG, type LogDetail, type LogRow, type SystemLogQuery } from '@ops/contracts/oplog';
import { OPERATION } from '@ops/contracts/operations';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { limitOffset, paged } from '../../lib/paging.ts';
import { dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { findLog, listLogs as listLogRows, type LogFilter } from './logs.repository.ts';

const DAY_MS = 86_400_000;

/** The actions whose Chinese content label contains the text (the `content` filter). */
function actionsMatching(text: string): string[] {
  return Object.values(OPERATION)
    .filter((operation) => operation.content.includes(text))
    .map((operation) => operation.action);
}

/** `time` picks the calendar day holding it; `sd`/`ed` bound the range (`ed` itself included). */
function timeBounds(query: Pick<SystemLogQuery, 'sd' | 'ed' | 'time'>): Pick<LogFilter, 'from' | 'before'> {
  const bounds: { from?: number; before?: number } = {};
  if (query.sd !== DATE_UNSET) bounds.from = query.sd;
  if (query.ed !== DATE_UNSET) bounds.before = query.ed + 1;
  if (query.time !== DATE_UNSET) {
    const start = dayStart(dayOf(query.time)).getTime();
    bounds.from = Math.max(bounds.from ?? start, start);
    bounds.before = Math.min(bounds.before ?? start + DAY_MS, start + DAY_MS);
  }
  return {
    ...(bounds.from === undefined ? {} : { from: new Date(bounds.from) }),
    ...(bounds.before === undefined ? {} : { before: new Date(bounds.before) }),
  };
}

type LogRecord = Awaited<ReturnType<typeof listLogRows>>['rows'][number];

function toLogRow(row: LogRecord): LogRow {
  return {
    id: row.id,
    name: row.name,
    ip: row.ip,
    time: row.createdAt.getTime(),
    content: row.content,
    desc: row.desc,
    targetType: row.targetType,
    targetId: row.targetId,
    restorable: row.restorable,
  };
}

/** Whose rows an operator may read: everyone's, or (a role without logs.view_all) only their own. */
export type LogScope = { all: true } | { all: false; operatorName: string };

/** Both list calls (`/manage/logs` and `/systeme/logs`): newest first. */
export async function listLogs(db: Executor, query: Omit<SystemLogQuery, 'time'> & { time?: number }, scope: LogScope): Promise<Paged<LogRow>> {
  const { rows, total } = await listLogRows(db, {
    ...(scope.all ? {} : { ownOperatorName: scope.operatorName }),
    ...(query.id === undefined ? {} : { id: query.id }),
    ...(query.name ? { operatorName: query.name } : {}),
    ...(query.content ? { actions: actionsMatching(query.content) } : {}),
    ...(query.uid === undefined ? {} : { targetUserId: query.uid }),
    ...timeBounds({ sd: query.sd, ed: query.ed, time: query.time ?? DATE_UNSET }),
    ...limitOffset(query),
  });
  return paged(rows.map(toLogRow), total, query);
}

/** Spec 3 log detail: operation, desc and ip, with the before/after of the change. */
export async function getLogDetail(db: Executor, id: number, scope: LogScope): Promise<LogDetail> {
  const row = await findLog(db, id);
  if (!row || (!scope.all && row.name !== scope.operatorName)) throw notFound(LOG_MSG.notFound);
  const { content, ...rest } = toLogRow(row);
  return { ...rest, operation: content, action: row.action, before: row.before, after: row.after };
}
