import type { VideoItem } from '@ops/contracts/videos';
import { ID_FILTER_MAX } from '@ops/contracts/id-filter';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { VideoPlayerDialog } from '@/components/video-player-dialog';
import { auditVideosQuery, useAuditVideos } from '../api/get-audit-videos';
import { passVideos } from '../api/pass-videos';
import { rejectVideos } from '../api/reject-videos';
import { revokeVideos } from '../api/revoke-videos';
import type { ReviewFetchers } from '../api/use-review-decision';
import { AuditBoard } from '../components/audit-board';
import { AuditFilterForm } from '../components/audit-filter-form';
import { auditListParamsFrom, type AuditFilterValues, useAuditListState } from '../components/use-audit-list-state';
import { VideoCardBody } from '../components/video-card-body';
import { preferencesQuery } from '@/features/auth/api/get-preferences';
import { idFilterRules } from '@/lib/id-filter-rules';
import type { PagePreload } from '@/lib/page-preload';
import { useLatestCallback } from '@/lib/use-latest-callback';

const FETCHERS: ReviewFetchers = { pass: passVideos, reject: rejectVideos, revoke: revokeVideos };
/** Spec 5 sets no rule on the video ID filter; it takes the one of every ID filter (0 to 15 digits, 长度在 0 到 15 个字符). */
const ID_RULES = idFilterRules();
const URL_ID_PATTERN = new RegExp(`^\\d{0,${ID_FILTER_MAX}}$`);

/** The list the page opens with and the operator's 快速审核 setting, fetched from the press on its menu entry (app/press-preload.ts). */
export const preload: PagePreload = (search) => {
  const params = auditListParamsFrom(search, URL_ID_PATTERN);
  return params ? [auditVideosQuery(params), preferencesQuery] : [preferencesQuery];
};

/** 视频审核 (spec 2.7): the same list as 图文审核 with video cards; the cover opens an autoplaying player. */
export function VideoAuditPage() {
  const listState = useAuditListState(URL_ID_PATTERN);
  const { params } = listState;
  const list = useAuditVideos(params);
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const search = useLatestCallback((values: AuditFilterValues) => {
    if (listState.search(values)) void list.refetch();
  });
  const reset = useLatestCallback(listState.reset);

  return (
    <Flex vertical gap={16}>
      <Card>
        <AuditFilterForm
          values={listState.filters}
          idRules={ID_RULES}
          idPlaceholder="视频ID或作者ID"
          onSearch={search}
          onReset={reset}
        />
      </Card>
      <AuditBoard
        noun="视频"
        listState={listState}
        list={list}
        fetchers={FETCHERS}
        targetType="video"
        imagesOf={(item) => [item.picUrl]}
        minCardWidth={340}
        renderBody={(item) => <VideoCardBody item={item} onPlay={setPlaying} />}
      />
      <VideoPlayerDialog
        video={playing ? { videoUrl: playing.videoUrl, picUrl: playing.picUrl, title: `视频 ${playing.id} · ${playing.nickname}` } : null}
        onClose={() => setPlaying(null)}
      />
    </Flex>
  );
}
