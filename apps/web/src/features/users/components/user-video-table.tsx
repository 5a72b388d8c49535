import { PlayCircleFilled } from '@ant-design/icons';
import type { VideoItem } from '@ops/contracts/videos';
import { Button, Flex, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { VideoPlayerDialog } from '@/components/video-player-dialog';
import { EMPTY_TEXT, formatDateTime } from '@/lib/format';
import { pagination, rowNumber, tableLocaleFor } from '@/lib/table';
import { useUserVideos } from '../api/get-user-videos';
import { useKeepOnExistingPage } from './use-detail-url-state';
import { RECORD_COUNT_COLUMNS, useRecordTableState } from './use-record-table-state';
import styles from './user-video-table.module.css';

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The cover with a play icon (it plays the video too), the caption and the length. */
function VideoCell({ video, onPlay }: { video: VideoItem; onPlay: () => void }) {
  return (
    <Flex align="center" gap={12} style={{ minWidth: 0 }}>
      <button type="button" className={styles.cover} onClick={onPlay} aria-label={`播放视频 ${video.id}`}>
        <img src={video.picUrl} alt="" loading="lazy" />
        <PlayCircleFilled aria-hidden className={styles.play} />
      </button>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: video.text || false }}>{video.text || EMPTY_TEXT}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          时长 {duration(video.durationSeconds)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** 视频记录 (spec 2.9): the user's videos, all columns sorted on the server; 查看 plays the video in a 50%-wide dialog. */
export function UserVideoTable({ uid }: { uid: number }) {
  const { state, params, sortColumn, onChange, paging, setPaging } = useRecordTableState<VideoItem>();
  const videos = useUserVideos(uid, params);
  useKeepOnExistingPage(paging, setPaging, videos.data?.counts);
  const [playing, setPlaying] = useState<VideoItem | null>(null);

  const columns: TableProps<VideoItem>['columns'] = [
    { title: '序号', key: 'index', width: 72, render: (_v, _r, index) => rowNumber(state.page, state.pagesize, index) },
    { ...sortColumn('createDate', '发布时间', 180), render: (value: number) => formatDateTime(value) },
    { title: '视频', key: 'cover', render: (_v, row) => <VideoCell video={row} onPlay={() => setPlaying(row)} /> },
    ...RECORD_COUNT_COLUMNS.map((column) => sortColumn(column.key, column.title, 100)),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, row) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setPlaying(row)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<VideoItem>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        columns={columns}
        dataSource={videos.data?.items ?? []}
        loading={videos.isFetching}
        pagination={pagination(state.page, state.pagesize, videos.data?.counts ?? 0)}
        onChange={onChange}
        locale={tableLocaleFor(videos.isFetching)}
      />
      <VideoPlayerDialog
        video={playing ? { videoUrl: playing.videoUrl, picUrl: playing.picUrl, title: `视频播放（ID：${playing.id}）` } : null}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
