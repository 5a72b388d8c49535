import type { MachineReason } from '@ops/contracts/screening';
import { ClampedText } from '@/components/clamped-text';
import { useHighlightNodes } from '@/components/machine-review/highlight-nodes';
import { SecondaryText } from '@/components/plain-text';

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
    return <SecondaryText>（无文字内容）</SecondaryText>;
  }
  return (
    <ClampedText rows={3}>{content}</ClampedText>
  );
}
