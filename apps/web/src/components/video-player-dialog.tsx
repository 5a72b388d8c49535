import { Modal } from 'antd';

interface VideoPlayerDialogProps {
  /** The video to play; null keeps the dialog closed. */
  video: { videoUrl: string; picUrl: string; title?: string } | null;
  onClose: () => void;
  autoPlay?: boolean;
}

/**
 * A 50%-wide modal player (spec 2.7, 2.9). The player is unmounted on close, so playback stops
 * and the next opening starts from the beginning with its poster.
 */
export function VideoPlayerDialog({ video, onClose, autoPlay = true }: VideoPlayerDialogProps) {
  return (
    <Modal open={video !== null} title={video?.title ?? '视频播放'} footer={null} width="50%" onCancel={onClose} destroyOnHidden centered>
      {video ? (
        <video
          key={video.videoUrl}
          src={video.videoUrl}
          poster={video.picUrl}
          controls
          autoPlay={autoPlay}
          muted={autoPlay}
          playsInline
          data-testid="video-player"
          style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        >
          您的浏览器不支持视频播放
        </video>
      ) : null}
    </Modal>
  );
}
