import { PictureOutlined } from '@ant-design/icons';
import { OverflowText } from '@/components/overflow-text';
import { SecondaryText } from '@/components/plain-text';
import { EMPTY_TEXT } from '@/lib/format';

interface MessageTextCellProps {
  text: string;
  /** How many images the post carries; a small hint follows the text when there are any. */
  imageCount?: number;
}

const CELL_STYLE = { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 } as const;

/** A post's text on one line, the full text on hover when it is cut, for the tables that list posts. */
export function MessageTextCell({ text, imageCount = 0 }: MessageTextCellProps) {
  return (
    <span style={CELL_STYLE}>
      <OverflowText text={text} placeholder={EMPTY_TEXT} />
      {imageCount > 0 ? (
        <SecondaryText style={{ flex: 'none', fontSize: 12 }} title={`${imageCount} 张图片`}>
          <PictureOutlined aria-hidden /> {imageCount}
        </SecondaryText>
      ) : null}
    </span>
  );
}
