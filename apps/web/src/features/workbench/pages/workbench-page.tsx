import { ReloadOutlined } from '@ant-design/icons';
import type { WorkbenchResponse, WorkbenchTile } from '@ops/contracts/workbench';
import { WORKBENCH_MSG, WORKBENCH_REFRESH_MS, WORKBENCH_TILE_KEYS, WORKBENCH_TILE_PERMISSION, type WorkbenchTileKey } from '@ops/contracts/workbench-tiles';
import { Alert, Button, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { PageTitleBar } from '@/components/page-title-bar';
import { failureReason } from '@/lib/api-error';
import { formatClock, formatCount } from '@/lib/format';
import { useOperator, usePermissions } from '@/lib/operator-access';
import { useWorkbench } from '../api/get-workbench';
import { WorkbenchTileCard, WorkbenchTileSkeleton } from '../components/workbench-tile';
import { Heading, SecondaryText } from '@/components/plain-text';

/** What needs a person now, then how today is going. */
const SECTIONS: { title: string; keys: readonly WorkbenchTileKey[] }[] = [
  { title: '待处理', keys: ['pendingPosts', 'pendingVideos', 'reportedPosts'] },
  { title: '今日概况', keys: ['machineRejected', 'frozenUsers', 'dau', 'registrations'] },
];

const COL = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** `HH:mm` in Shanghai time; the end of a day reads 24:00. */
function shanghaiClock(ms: number, endOfDay = false): string {
  const text = formatClock(ms);
  return endOfDay && text === '00:00' ? '24:00' : text;
}

function yesterdayNote(answer: WorkbenchResponse, tile: WorkbenchTile): string | undefined {
  if (tile.key !== 'dau' && tile.key !== 'registrations') return undefined;
  return `昨日 00:00–${shanghaiClock(answer.comparedUntil, true)}：${formatCount(tile.yesterdaySameHour)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading level={5} style={{ marginBottom: 12 }}>
        {title}
      </Heading>
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

/** The sections holding at least one of `keys`, each with its keys in display order. */
function sectionsOf(keys: readonly WorkbenchTileKey[]) {
  return SECTIONS.map((section) => ({ ...section, keys: section.keys.filter((key) => keys.includes(key)) })).filter((section) => section.keys.length > 0);
}

function TileGrid({ answer }: { answer: WorkbenchResponse }) {
  const byKey = new Map(answer.tiles.map((tile) => [tile.key, tile]));
  const sections = sectionsOf(answer.tiles.map((tile) => tile.key));
  if (sections.length === 0) return <SecondaryText>{WORKBENCH_MSG.noTiles}</SecondaryText>;
  return sections.map((section) => (
    <Section key={section.title} title={section.title}>
      {section.keys.map((key) => {
        const tile = byKey.get(key);
        return tile ? (
          <Col key={key} {...COL}>
            <WorkbenchTileCard tile={tile} yesterdayNote={yesterdayNote(answer, tile)} />
          </Col>
        ) : null;
      })}
    </Section>
  ));
}

/** While the first answer loads: the tiles the role may see, as skeletons. */
function SkeletonGrid({ keys }: { keys: readonly WorkbenchTileKey[] }) {
  return sectionsOf(keys).map((section) => (
    <Section key={section.title} title={section.title}>
      {section.keys.map((key) => (
        <Col key={key} {...COL}>
          <WorkbenchTileSkeleton tileKey={key} />
        </Col>
      ))}
    </Section>
  ));
}

/** 工作台: what needs attention now and how today is going, as far as the operator's role may see; refreshes itself. */
export function WorkbenchPage() {
  const operator = useOperator();
  const permissions = usePermissions();
  const workbench = useWorkbench();
  const { data, error, isFetching } = workbench;
  const expected = WORKBENCH_TILE_KEYS.filter((key) => permissions.includes(WORKBENCH_TILE_PERMISSION[key]));
  const retry = () => void workbench.refetch();

  const extra = (
    <Flex align="center" gap={12} wrap>
      <SecondaryText style={{ fontSize: 12 }}>
        {data ? `更新于 ${shanghaiClock(data.now)}` : null}
        {data ? ' · ' : null}每 {WORKBENCH_REFRESH_MS / 1000} 秒自动刷新
      </SecondaryText>
      <Button icon={<ReloadOutlined />} loading={isFetching} onClick={retry}>
        刷新
      </Button>
    </Flex>
  );

  let body: ReactNode;
  if (data) body = <TileGrid answer={data} />;
  else if (error)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={WORKBENCH_MSG.loadFailed}
        description={failureReason(error, WORKBENCH_MSG.loadFailed)}
        action={
          <Button type="primary" loading={isFetching} onClick={retry}>
            {WORKBENCH_MSG.retry}
          </Button>
        }
      />
    );
  else body = <SkeletonGrid keys={expected} />;

  return (
    <Flex vertical gap={20}>
      <PageTitleBar title={operator ? `工作台 · 你好，${operator.displayName}` : '工作台'} extra={extra} />
      {data && error ? (
        <Alert
          type="warning"
          showIcon
          title={`${WORKBENCH_MSG.loadFailed}，下面是 ${shanghaiClock(data.now)} 的数据`}
          action={
            <Button size="small" loading={isFetching} onClick={retry}>
              {WORKBENCH_MSG.retry}
            </Button>
          }
        />
      ) : null}
      {body}
    </Flex>
  );
}
