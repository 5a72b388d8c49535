import { useMemo } from 'react';
import { useUrlState } from '@/lib/url-state';
import { DELIVERY_URL_DEFAULTS, deliveryListParams } from './delivery-list-params';

/** The 系统对接 list's tab, 对象 filter and page, read from and written to the URL. */
export function useDeliveryListState() {
  const [url, setUrl] = useUrlState(DELIVERY_URL_DEFAULTS);
  const params = useMemo(() => deliveryListParams(url), [url]);
  return { params, setUrl };
}
