import { INTEGRATION_MSG } from '@ops/contracts/integration';
import { MSG } from '@ops/contracts/messages';
import { App, Card, Flex } from 'antd';
import { useState } from 'react';
import { IntegrationTokensCard } from '@/features/integration-tokens/components/integration-tokens-card';
import { useStayWithinLastPage } from '@/lib/table';
import { isRepeatSearch } from '@/lib/url-state';
import { useDeliveryEvents } from '../api/get-delivery-events';
import { useIntegrationStatus } from '../api/get-integration-status';
import { DeliveryDetailDialog } from '../components/delivery-detail-dialog';
import { DEFAULT_SUBJECT_TYPE, DeliveryFilterForm, type DeliveryFilterValues } from '../components/delivery-filter-form';
import { DELIVERY_LIST_CLEARED } from '../components/delivery-list-params';
import { DeliveryTable } from '../components/delivery-table';
import { canRedeliver, deliveryTabItems, isDeliveryTab, tabHasBatch } from '../components/delivery-tabs';
import { DeliveryToolbar } from '../components/delivery-toolbar';
import { IntegrationStatusCard } from '../components/integration-status-card';
import { useDeliveryListState } from '../components/use-delivery-list-state';
import { useRedeliverFlow } from '../components/use-redeliver-flow';

type SubjectFilter = Record<keyof DeliveryFilterValues, string>;
const NO_SUBJECT: SubjectFilter = { subjectType: '', subjectId: '' };

/** 系统对接: how decision events reach the app (webhook and pull feed), every event's delivery, and 重新投递. */
export function IntegrationPage() {
  const { params, setUrl } = useDeliveryListState();
  const status = useIntegrationStatus();
  const events = useDeliveryEvents(params);
  const flow = useRedeliverFlow();
  const { message, modal } = App.useApp();
  const [viewing, setViewing] = useState<number | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const [searching, setSearching] = useState(false);
  const rows = events.data?.items ?? [];

  // The selection belongs to the rows on screen: another page, tab or filter starts with none; a row that was sent
  // again (or delivered meanwhile) drops out of it.
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ listKey: string; ids: number[] }>({ listKey, ids: [] });
  const selectable = new Set(rows.filter((row) => canRedeliver(row.status)).map((row) => row.sequence));
  const selectedIds = selection.listKey === listKey ? selection.ids.filter((id) => selectable.has(id)) : [];

  useStayWithinLastPage(
    { loaded: events.data !== undefined && !events.isFetching, total: events.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const redeliver = async (sequences: number[]) => {
    setBusyIds(new Set(sequences));
    const result = await flow.redeliver(sequences);
    setBusyIds(new Set());
    if (result) setSelection({ listKey, ids: [] });
  };

  const batch = () => {
    if (selectedIds.length === 0) {
      message.error(MSG.nothingSelected);
      return;
    }
    modal.confirm({
      title: INTEGRATION_MSG.redeliverConfirmSelected(selectedIds.length),
      content: `事件 ${selectedIds.join('、')}`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => redeliver(selectedIds),
    });
  };

  const filters: DeliveryFilterValues = {
    subjectType: params.subjectType ?? DEFAULT_SUBJECT_TYPE,
    subjectId: params.subjectId === undefined ? '' : String(params.subjectId),
  };
  const search = (values: DeliveryFilterValues) => {
    // Without an ID the kind alone filters nothing: both leave the URL.
    const next: SubjectFilter = values.subjectId === '' ? NO_SUBJECT : values;
    const current: SubjectFilter = params.subjectId === undefined ? NO_SUBJECT : filters;
    if (!isRepeatSearch(params.page, current, next)) {
      setUrl({ ...next, page: 1 });
      return;
    }
    setSearching(true);
    void events.refetch().finally(() => setSearching(false));
  };

  const counts = status.data?.counts;
  return (
    <Flex vertical gap={16}>
      <IntegrationStatusCard status={status} />
      <IntegrationTokensCard />
      <Card
        title="事件列表"
        tabList={deliveryTabItems(events.data?.totals)}
        activeTabKey={params.status}
        onTabChange={(key) => {
          if (isDeliveryTab(key)) setUrl({ status: key, page: 1 });
        }}
        styles={{ body: { paddingTop: 16 } }}
      >
        <Flex vertical gap={16}>
          <Flex align="flex-start" justify="space-between" gap={16} wrap>
            <DeliveryFilterForm values={filters} loading={searching} onSearch={search} onReset={() => setUrl(DELIVERY_LIST_CLEARED)} />
            <DeliveryToolbar
              selectionShown={tabHasBatch(params.status)}
              selectedCount={selectedIds.length}
              waitingForRedelivery={counts ? counts.failed + counts.retrying : 0}
              redelivering={flow.redelivering}
              redeliveringAll={flow.redeliveringAll}
              onBatch={batch}
              onRedeliverAll={() => void flow.redeliverAll()}
            />
          </Flex>
          <DeliveryTable
            params={params}
            data={events.data}
            // The 10-second refresh updates quietly; a new tab, filter or page (or none loaded yet) shows the spinner.
            loading={events.isPending || events.isPlaceholderData}
            selectedIds={selectedIds}
            busyIds={busyIds}
            onSelect={(ids) => setSelection({ listKey, ids })}
            onPage={(paging) => setUrl({ page: paging.page, pagesize: paging.pagesize })}
            onView={(row) => setViewing(row.sequence)}
            onRedeliver={(row) => void redeliver([row.sequence])}
          />
        </Flex>
      </Card>
      <DeliveryDetailDialog sequence={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
