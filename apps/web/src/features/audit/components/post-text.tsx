import { Typography } from 'antd';

/** The post's text with its line breaks; long text is clamped to three lines with 展开 / 收起. */
export function PostText({ text }: { text: string }) {
  if (text.trim() === '') {
    return <Typography.Text type="secondary">（无文字内容）</Typography.Text>;
  }
  return (
    <Typography.Paragraph
      ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
      style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text}
    </Typography.Paragraph>
  );
}
