import { useMemo } from 'react';
import { useUrlState } from '@/lib/url-state';
import { IMAGE_URL_DEFAULTS, imageListParams } from './image-list-params';

/** The 图片黑库 page and page size, read from and written to the URL. */
export function useImageListState() {
  const [url, setUrl] = useUrlState(IMAGE_URL_DEFAULTS);
  const params = useMemo(() => imageListParams(url), [url]);
  return { params, setUrl };
}
