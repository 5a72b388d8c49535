import { Image } from 'antd';

const SIZE = 56;
/** Shown when the image no longer loads: a grey square with a broken-picture outline. */
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56"><rect width="56" height="56" fill="#f5f5f5"/><path d="M18 20h20v16H18z" fill="none" stroke="#bfbfbf" stroke-width="2"/><path d="M20 34l6-7 4 5 3-3 5 5" fill="none" stroke="#bfbfbf" stroke-width="2"/></svg>',
  );

/** A square thumbnail that opens the zoomable preview; the URL may be relative (/media/…) or one of the media origins. */
export function BlockedImageThumb({ url, label }: { url: string; label: string }) {
  return (
    <Image
      src={url}
      alt={label}
      width={SIZE}
      height={SIZE}
      fallback={FALLBACK}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={{ mask: '预览' }}
    />
  );
}
