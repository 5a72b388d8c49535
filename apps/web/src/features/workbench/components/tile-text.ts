import type { WorkbenchTile } from '@ops/contracts/workbench';
import { formatCount } from '@/lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long the oldest item has waited, in the two largest units: 3 小时 12 分, 2 天 5 小时, 12 分钟. */
export function waitedFor(ms: number): string {
  if (ms < MINUTE_MS) return '不到 1 分钟';
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${days} 天 ${hours} 小时` : `${days} 天`;
  if (hours > 0) return minutes > 0 ? `${hours} 小时 ${minutes} 分` : `${hours} 小时`;
  return `${minutes} 分钟`;
}

export type Trend = 'up' | 'down' | 'flat';

export interface Comparison {
  text: string;
  trend: Trend;
}

/** Today so far against yesterday through the same hour: 较昨日同时段 +12%. */
export function compareWithYesterday(today: number, yesterday: number): Comparison {
  if (today === yesterday) return { text: '与昨日同时段持平', trend: 'flat' };
  if (yesterday === 0) return { text: '昨日同时段为 0', trend: 'up' };
  const percent = Math.round(((today - yesterday) / yesterday) * 100);
  const trend: Trend = today > yesterday ? 'up' : 'down';
  // A change too small to show as a whole percent still says which way it went.
  const shown = percent === 0 ? (trend === 'up' ? '<1%' : '>-1%') : `${percent > 0 ? '+' : ''}${percent}%`;
  return { text: `较昨日同时段 ${shown}`, trend };
}

function rejectRate(rejected: number, screened: number): string {
  const percent = (rejected / screened) * 100;
  return `${percent >= 10 || percent === 0 ? Math.round(percent) : percent.toFixed(1)}%`;
}

/** The line under a tile's figure; `comparison` set for the tiles compared with yesterday. */
export function secondaryLine(tile: WorkbenchTile): { text: string; comparison?: Comparison } {
  switch (tile.key) {
    case 'pendingPosts':
    case 'pendingVideos':
      return { text: tile.oldestAgeMs === null ? '暂无待审核内容' : `最早一条已等待 ${waitedFor(tile.oldestAgeMs)}` };
    case 'reportedPosts':
      return { text: `被举报动态共 ${formatCount(tile.reportedTotal)} 条` };
    case 'machineRejected':
      return {
        text: tile.screenedToday === 0 ? '今日暂无机审' : `今日机审 ${formatCount(tile.screenedToday)} 条，拒绝率 ${rejectRate(tile.count, tile.screenedToday)}`,
      };
    case 'frozenUsers':
      return { text: `当前冻结中 ${formatCount(tile.frozenNow)} 人` };
    case 'dau':
    case 'registrations': {
      const comparison = compareWithYesterday(tile.count, tile.yesterdaySameHour);
      return { text: comparison.text, comparison };
    }
  }
}
