import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';

interface MessageTextCellProps {
  text: string;
  /** How many images the post carries; a small hint follows the text when there are any. */
  imageCount?: number;
}

/** A post's text on one line, the full text on hover, for the tables that list posts. */
export function MessageTextCell({ text, imageCount = 0 }: MessageTextCellProps) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: text || false }} style={{ minWidth: 0 }}>
        {text || EMPTY_TEXT}
      </Typography.Text>
      {imageCount > 0 ? (
        <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 12 }} title={`${imageCount} 张图片`}>
          <PictureOutlined aria-hidden /> {imageCount}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
