import type { MachineReason } from '@ops/contracts/screening';
import { Typography } from 'antd';
import { useHighlightNodes } from '@/components/machine-review/highlight-nodes';

interface PostTextProps {
  text: string;
  /** The machine's reasons: what they matched is highlighted, red for 拦截, orange for 送人审. */
  reasons?: readonly MachineReason[];
}

const NO_REASONS: readonly MachineReason[] = [];

/** The post's text with its line breaks; long text is clamped to three lines with 展开 / 收起. */
export function PostText({ text, reasons = NO_REASONS }: PostTextProps) {
  const content = useHighlightNodes(text, reasons);
  if (text.trim() === '') {
    return <Typography.Text type="secondary">（无文字内容）</Typography.Text>;
  }
  return (
    <Typography.Paragraph
      ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
      style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {content}
    </Typography.Paragraph>
  );
}
