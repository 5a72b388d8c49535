import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  FileImageOutlined,
  FlagOutlined,
  LockOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  StopOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { WorkbenchTile } from '@ops/contracts/workbench';
import { WORKBENCH_TILE_HINT, WORKBENCH_TILE_TITLE, type WorkbenchTileKey } from '@ops/contracts/workbench-tiles';
import { Flex, Skeleton, Statistic, theme, Tooltip } from 'antd';
import type { ComponentType, CSSProperties } from 'react';
import { Link } from 'react-router';
import { SecondaryText } from '@/components/plain-text';
import { formatCount } from '@/lib/format';
import './workbench-tile.css';
import { secondaryLine, type Trend } from './tile-text';

const ICON: Record<WorkbenchTileKey, ComponentType<{ style?: CSSProperties }>> = {
  pendingPosts: FileImageOutlined,
  pendingVideos: PlaySquareOutlined,
  reportedPosts: FlagOutlined,
  machineRejected: StopOutlined,
  frozenUsers: LockOutlined,
  dau: TeamOutlined,
  registrations: UserAddOutlined,
};

type Tone = 'warning' | 'error' | 'primary' | 'success';
const TONE: Record<WorkbenchTileKey, Tone> = {
  pendingPosts: 'warning',
  pendingVideos: 'warning',
  reportedPosts: 'error',
  machineRejected: 'error',
  frozenUsers: 'primary',
  dau: 'primary',
  registrations: 'success',
};

function useToneColors(tone: Tone) {
  const { token } = theme.useToken();
  const colors: Record<Tone, { fg: string; bg: string }> = {
    warning: { fg: token.colorWarning, bg: token.colorWarningBg },
    error: { fg: token.colorError, bg: token.colorErrorBg },
    primary: { fg: token.colorPrimary, bg: token.colorPrimaryBg },
    success: { fg: token.colorSuccess, bg: token.colorSuccessBg },
  };
  return colors[tone];
}

function TileIcon({ tileKey }: { tileKey: WorkbenchTileKey }) {
  const Icon = ICON[tileKey];
  const { fg, bg } = useToneColors(TONE[tileKey]);
  return (
    <Flex align="center" justify="center" style={{ width: 40, height: 40, borderRadius: 10, background: bg, flex: 'none' }}>
      <Icon style={{ fontSize: 20, color: fg }} />
    </Flex>
  );
}

function TileHeader({ tileKey }: { tileKey: WorkbenchTileKey }) {
  return (
    <Flex justify="space-between" align="flex-start" gap={12}>
      <Flex align="center" gap={6} style={{ minWidth: 0 }}>
        <SecondaryText ellipsis style={{ fontSize: 14 }}>
          {WORKBENCH_TILE_TITLE[tileKey]}
        </SecondaryText>
        <Tooltip title={WORKBENCH_TILE_HINT[tileKey]}>
          <QuestionCircleOutlined aria-label={`${WORKBENCH_TILE_TITLE[tileKey]}的统计口径`} style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.35)' }} />
        </Tooltip>
      </Flex>
      <TileIcon tileKey={tileKey} />
    </Flex>
  );
}

function SecondaryLine({ text, trend, note, tooltip }: { text: string; trend?: Trend; note?: string; tooltip?: string }) {
  const { token } = theme.useToken();
  const color = trend === 'up' ? token.colorSuccess : trend === 'down' ? token.colorError : undefined;
  const Arrow = trend === 'up' ? ArrowUpOutlined : trend === 'down' ? ArrowDownOutlined : null;
  const line = (
    <SecondaryText ellipsis style={{ fontSize: 13 }} data-testid="tile-secondary">
      <span style={{ color }}>
        {Arrow ? <Arrow style={{ marginRight: 4 }} /> : null}
        {text}
      </span>
      {note ? ` · ${note}` : null}
    </SecondaryText>
  );
  return tooltip ? <Tooltip title={tooltip}>{line}</Tooltip> : line;
}

interface WorkbenchTileCardProps {
  tile: WorkbenchTile;
  /** `昨日 00:00–13:00：1,234`, for the tiles compared with yesterday (on hover). */
  yesterdayNote?: string;
}

/** One figure of the workbench: title, big number, a secondary line; the whole card opens the screen behind it. */
export function WorkbenchTileCard({ tile, yesterdayNote }: WorkbenchTileCardProps) {
  const line = secondaryLine(tile);
  const title = WORKBENCH_TILE_TITLE[tile.key];
  return (
    <Link to={tile.link} aria-label={`${title} ${tile.count}，查看详情`} data-testid={`tile-${tile.key}`} style={{ display: 'block', height: '100%' }}>
      {/* A plain panel, not antd's Card: Card brings Tabs, Dropdown and Menu, which a tile never shows. */}
      <div className="workbench-tile workbench-tile-link">
        <Flex vertical gap={8}>
          <TileHeader tileKey={tile.key} />
          <Statistic value={tile.count} styles={{ content: { fontSize: 30, fontWeight: 600, lineHeight: 1.2 } }} />
          <SecondaryLine
            text={line.text}
            trend={line.comparison?.trend}
            note={'yesterdaySameHour' in tile ? `昨日 ${formatCount(tile.yesterdaySameHour)}` : undefined}
            tooltip={yesterdayNote}
          />
        </Flex>
      </div>
    </Link>
  );
}

/** The card's place while the figures load. */
export function WorkbenchTileSkeleton({ tileKey }: { tileKey: WorkbenchTileKey }) {
  return (
    <div className="workbench-tile" aria-busy="true">
      <Flex vertical gap={8}>
        <TileHeader tileKey={tileKey} />
        <Skeleton active title={{ width: '40%', style: { height: 30, margin: 0 } }} paragraph={{ rows: 1, width: '80%', style: { margin: 0 } }} />
      </Flex>
    </div>
  );
}
