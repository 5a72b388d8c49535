/**
 * 工作台 (issue 15): the tiles of the page after login, who sees each, and their words. Constants only (no
 * schema library): the console's first screen reads it. The answer's schema is in `workbench.ts`.
 */
import { PERMISSION, type Permission } from './permissions.ts';

export const WORKBENCH_TILE_KEYS = ['pendingPosts', 'pendingVideos', 'reportedPosts', 'machineRejected', 'frozenUsers', 'dau', 'registrations'] as const;
export type WorkbenchTileKey = (typeof WORKBENCH_TILE_KEYS)[number];

/**
 * A tile is in the answer exactly when the operator's role may open the screen it links to (ADR 0015):
 * the audit boards (审核), 动态管理, the user list (用户), the statistics pages (统计).
 */
export const WORKBENCH_TILE_PERMISSION: Record<WorkbenchTileKey, Permission> = {
  pendingPosts: PERMISSION.reviewDecide,
  pendingVideos: PERMISSION.reviewDecide,
  reportedPosts: PERMISSION.contentManage,
  machineRejected: PERMISSION.reviewDecide,
  frozenUsers: PERMISSION.usersView,
  dau: PERMISSION.statisticsView,
  registrations: PERMISSION.statisticsView,
};

export const WORKBENCH_TILE_TITLE: Record<WorkbenchTileKey, string> = {
  pendingPosts: '图文待人工审核',
  pendingVideos: '视频待人工审核',
  reportedPosts: '被举报未处理动态',
  machineRejected: '今日机审拒绝',
  frozenUsers: '今日冻结用户',
  dau: '今日日活',
  registrations: '今日注册人数',
};

/** What each figure counts, in the operator's words (shown beside the title). */
export const WORKBENCH_TILE_HINT: Record<WorkbenchTileKey, string> = {
  pendingPosts: '状态为待人工审核的图文（未删除）；等待时长按发布时间计算',
  pendingVideos: '状态为待人工审核的视频（未删除）；等待时长按发布时间计算',
  reportedPosts: '被举报过、未删除、且尚未经人工通过或拒绝的动态',
  machineRejected: '今天（北京时间）机审作出拒绝决定的图文和视频，含之后被人工改判的',
  frozenUsers: '今天（北京时间）被冻结的用户数，同一用户多次冻结只计一次',
  dau: '今天 0 点至今有任意行为的去重用户数，与昨日 0 点至同一小时结束相比',
  registrations: '今天 0 点至今的注册事件数，与昨日 0 点至同一小时结束相比',
};

/** The page refetches this often while it is open (and when the window regains focus). */
export const WORKBENCH_REFRESH_MS = 30_000;

export const WORKBENCH_MSG = {
  loadFailed: '工作台数据加载失败',
  retry: '重试',
  noTiles: '当前角色没有可显示的工作台指标',
} as const;
