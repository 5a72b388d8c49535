import { DELIVERY_TABS, type DeliveryStatus, type DeliveryTabCode } from '@ops/contracts/integration';

type Totals = readonly { code: string; title: string; value: number }[];

/** The status tabs in DELIVERY_TABS order, labelled from the response totals, e.g. 投递失败 (3). */
export function deliveryTabItems(totals: Totals | undefined): { key: DeliveryTabCode; label: string }[] {
  return DELIVERY_TABS.map((tab) => {
    const total = totals?.find((entry) => entry.code === tab.code);
    return { key: tab.code, label: total ? `${total.title} (${total.value})` : tab.title };
  });
}

export function isDeliveryTab(key: string): key is DeliveryTabCode {
  return DELIVERY_TABS.some((tab) => tab.code === key);
}

/** Only an event that failed or is between retries can be sent again; a pending one is about to be, a delivered one was. */
export function canRedeliver(status: DeliveryStatus): boolean {
  return status === 'failed' || status === 'retrying';
}

/** Row selection for 重新投递 only where such events are listed. */
export function tabHasBatch(tab: DeliveryTabCode): boolean {
  return tab === 'all' || canRedeliver(tab);
}
