import { CaretRightFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { useId } from 'react';
import { ImageFlagOverlay } from '@/components/machine-review/image-flag-overlay';
import type { ImageFlag } from '@/components/machine-review/image-flags';

interface VideoCoverProps {
  picUrl: string;
  durationSeconds: number;
  /** e.g. 播放视频 5000002 */
  label: string;
  onPlay: () => void;
  width?: number;
  /** The machine flagged the cover (图片黑库, 无法识别): a red border and a badge. */
  flag?: ImageFlag;
}

/** m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The 9:16 cover with a play button and the duration; a click opens the player. */
export function VideoCover({ picUrl, durationSeconds, label, onPlay, width = 120, flag }: VideoCoverProps) {
  const { token } = theme.useToken();
  const flagId = useId();
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={flag ? flagId : undefined}
      title={flag?.description}
      onClick={onPlay}
      style={{
        position: 'relative',
        flex: 'none',
        width,
        aspectRatio: '9 / 16',
        padding: 0,
        border: 'none',
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        cursor: 'pointer',
        background: '#000',
      }}
    >
      <img src={picUrl} alt="" draggable={false} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
      <span
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'linear-gradient(180deg, rgba(0,0,0,0) 55%, rgba(0,0,0,0.45) 100%)',
        }}
      >
        <span
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 44,
            height: 44,
            borderRadius: '50%',
            paddingLeft: 3,
            color: '#fff',
            fontSize: 22,
            background: 'rgba(0, 0, 0, 0.45)',
            border: '2px solid rgba(255, 255, 255, 0.85)',
          }}
        >
          <CaretRightFilled />
        </span>
      </span>
      <span aria-hidden style={{ position: 'absolute', right: 8, bottom: 6, color: '#fff', fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(durationSeconds)}
      </span>
      {flag ? <ImageFlagOverlay flag={flag} id={flagId} borderRadius={token.borderRadiusLG} /> : null}
    </button>
  );
}
