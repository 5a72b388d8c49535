import { Tooltip } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';
import { previewDescription } from './log-description';

/** A log description cut at 20 characters with …; the full text on hover or keyboard focus. */
export function LogDescriptionCell({ text }: { text: string }) {
  if (!text) return <>{EMPTY_TEXT}</>;
  const preview = previewDescription(text);
  if (!preview.truncated) return <span style={{ wordBreak: 'break-word' }}>{text}</span>;
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>} placement="topLeft" styles={{ root: { maxWidth: 480 } }}>
      <span tabIndex={0} style={{ wordBreak: 'break-word' }}>
        {preview.text}
      </span>
    </Tooltip>
  );
}
