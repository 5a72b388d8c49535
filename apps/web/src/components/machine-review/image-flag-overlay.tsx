import { theme } from 'antd';
import type { ImageFlag } from './image-flags';
import { SCREEN_READER_ONLY } from './screen-reader-only';

interface ImageFlagOverlayProps {
  flag: ImageFlag;
  /** The id of the badge, for `aria-describedby` on the image's button. */
  id?: string;
  borderRadius?: number;
}

/**
 * Drawn over a flagged image (the parent is `position: relative`): a border in the action's colour and a badge in the
 * corner, 黑库 or 无法识别 (the long form is read out; the caller shows it on hover).
 */
export function ImageFlagOverlay({ flag, id, borderRadius }: ImageFlagOverlayProps) {
  const { token } = theme.useToken();
  const color = flag.action === 'block' ? token.colorError : token.colorWarning;
  return (
    <>
      <span
        aria-hidden
        style={{ position: 'absolute', inset: 0, border: `3px solid ${color}`, borderRadius: borderRadius ?? token.borderRadius, pointerEvents: 'none' }}
      />
      <span
        id={id}
        data-testid="machine-image-flag"
        style={{
          position: 'absolute',
          top: 6,
          left: 6,
          padding: '0 6px',
          borderRadius: 4,
          fontSize: 12,
          lineHeight: '20px',
          color: '#fff',
          background: color,
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
        }}
      >
        {flag.badge}
        <span style={SCREEN_READER_ONLY}>：{flag.description}</span>
      </span>
    </>
  );
}
