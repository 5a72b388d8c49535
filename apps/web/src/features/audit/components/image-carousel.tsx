import { LeftOutlined, PictureOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Image, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { ImageFlagOverlay } from '@/components/machine-review/image-flag-overlay';
import type { ImageFlag } from '@/components/machine-review/image-flags';

const VISIBLE = 3;
const GAP = 8;

interface ImageCarouselProps {
  images: readonly string[];
  /** Names the images for assistive technology, e.g. 动态 1000123. */
  label: string;
  /** Images the machine flagged, by index: a red border and a 黑库 badge. */
  flags?: ReadonlyMap<number, ImageFlag>;
}

const NO_FLAGS: ReadonlyMap<number, ImageFlag> = new Map();

/** The group of three that shows the first flagged image, so that the operator sees what the machine saw. */
function firstFlaggedStart(flags: ReadonlyMap<number, ImageFlag>): number {
  const first = Math.min(...flags.keys());
  return Number.isFinite(first) ? Math.floor(first / VISIBLE) * VISIBLE : 0;
}

/**
 * Three square thumbnails at a time, arrows only when there are more (spec 2.6). A click opens the zoomable preview
 * carousel over all of the card's images, starting at the clicked one. Flagged images are marked and shown first.
 */
export function ImageCarousel({ images, label, flags = NO_FLAGS }: ImageCarouselProps) {
  const { token } = theme.useToken();
  const flagId = useId();
  const [start, setStart] = useState(() => firstFlaggedStart(flags));
  // The preview is drawn from its first opening on (and kept, so that it can animate closed): a page of cards does
  // not pay for ten preview groups nobody has opened.
  const [preview, setPreview] = useState<{ opened: boolean; open: boolean; current: number }>({ opened: false, open: false, current: 0 });

  if (images.length === 0) {
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        gap={4}
        style={{ aspectRatio: `${VISIBLE} / 1`, borderRadius: token.borderRadius, background: token.colorFillQuaternary, color: token.colorTextQuaternary }}
      >
        <PictureOutlined aria-hidden style={{ fontSize: 28 }} />
        <Typography.Text type="secondary">无图片</Typography.Text>
      </Flex>
    );
  }

  const lastStart = Math.max(0, images.length - VISIBLE);
  const shown = Math.min(start, lastStart);
  const paged = images.length > VISIBLE;
  const step = (direction: 1 | -1) => setStart(Math.min(lastStart, Math.max(0, shown + direction * VISIBLE)));
  const arrow = (direction: 1 | -1) => (
    <Button
      shape="circle"
      size="small"
      icon={direction < 0 ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      aria-label={direction < 0 ? '上一组图片' : '下一组图片'}
      disabled={direction < 0 ? shown === 0 : shown >= lastStart}
      onClick={() => step(direction)}
      style={{ position: 'absolute', top: '50%', [direction < 0 ? 'left' : 'right']: 6, transform: 'translateY(-50%)', zIndex: 1, boxShadow: token.boxShadowSecondary }}
    />
  );

  return (
    <div style={{ position: 'relative' }}>
      <div style={{ overflow: 'hidden', borderRadius: token.borderRadius }}>
        <div
          style={{
            display: 'flex',
            gap: GAP,
            transform: `translateX(calc(${-shown} * (100% + ${GAP}px) / ${VISIBLE}))`,
            transition: 'transform 0.3s ease',
          }}
        >
          {images.map((src, index) => {
            const flag = flags.get(index);
            return (
              <button
                key={`${index}-${src}`}
                type="button"
                aria-label={`预览${label}的第 ${index + 1} 张图片`}
                aria-describedby={flag ? `${flagId}-${index}` : undefined}
                title={flag?.description}
                tabIndex={index >= shown && index < shown + VISIBLE ? 0 : -1}
                onClick={() => setPreview({ opened: true, open: true, current: index })}
                style={{
                  position: 'relative',
                  flex: `0 0 calc((100% - ${GAP * (VISIBLE - 1)}px) / ${VISIBLE})`,
                  aspectRatio: '1 / 1',
                  padding: 0,
                  border: 'none',
                  borderRadius: token.borderRadius,
                  overflow: 'hidden',
                  cursor: 'zoom-in',
                  background: token.colorFillTertiary,
                }}
              >
                <img src={src} alt="" draggable={false} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
                {flag ? <ImageFlagOverlay flag={flag} id={`${flagId}-${index}`} /> : null}
              </button>
            );
          })}
        </div>
      </div>
      {paged ? arrow(-1) : null}
      {paged ? arrow(1) : null}
      {paged ? (
        <span
          aria-hidden
          style={{ position: 'absolute', right: 8, bottom: 8, padding: '0 8px', borderRadius: 10, fontSize: 12, lineHeight: '20px', color: '#fff', background: 'rgba(0, 0, 0, 0.55)' }}
        >
          {shown + 1}-{Math.min(shown + VISIBLE, images.length)} / {images.length}
        </span>
      ) : null}
      {preview.opened ? (
        <Image.PreviewGroup
          items={[...images]}
          preview={{
            open: preview.open,
            current: preview.current,
            onOpenChange: (open) => setPreview((previous) => ({ ...previous, open })),
            onChange: (current) => setPreview((previous) => ({ ...previous, current })),
          }}
        />
      ) : null}
    </div>
  );
}
