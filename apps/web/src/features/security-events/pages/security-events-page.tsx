import { Alert, Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useStayWithinLastPage } from '@/lib/table';
import { isRepeatSearch, useUrlState } from '@/lib/url-state';
import { useSecurityEvents } from '../api/get-security-events';
import { SecurityEventFilterForm, type SecurityEventFilterValues } from '../components/security-event-filter-form';
import { SECURITY_EVENT_URL_DEFAULTS, SECURITY_EVENTS_CLEARED, securityEventParams } from '../components/security-event-params';
import { SecurityEventTable } from '../components/security-event-table';

const urlDate = (ms: number) => (ms < 0 ? '' : ms);

/**
 * 安全事件 (issue 18): failed and throttled logins and refused integration tokens, which anyone on the network can
 * cause; kept apart from 操作日志 (whose entries are operators' own actions and can never be deleted) and pruned
 * after their retention.
 */
export function SecurityEventsPage() {
  const [url, setUrl] = useUrlState(SECURITY_EVENT_URL_DEFAULTS);
  const params = useMemo(() => securityEventParams(url), [url]);
  const events = useSecurityEvents(params);

  useStayWithinLastPage(
    { loaded: events.data !== undefined && !events.isFetching, total: events.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const filters: SecurityEventFilterValues = { kind: params.kind ?? '', name: params.name ?? '', ip: params.ip ?? '', sd: params.sd, ed: params.ed };
  const search = (values: SecurityEventFilterValues) => {
    if (isRepeatSearch(params.page, filters, values)) void events.refetch();
    else setUrl({ kind: values.kind, name: values.name, ip: values.ip, sd: urlDate(values.sd), ed: urlDate(values.ed), page: 1 });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <SecurityEventFilterForm values={filters} loading={events.isFetching} onSearch={search} onReset={() => setUrl(SECURITY_EVENTS_CLEARED)} />
      </Card>
      <Alert type="info" showIcon title="登录失败、登录受限与接入令牌错误记录在此，不进入操作日志；账号为对方填写的内容，未必是本系统的账号。" />
      <Card title="事件列表">
        <SecurityEventTable paging={params} data={events.data} loading={events.isFetching} onPage={(paging) => setUrl({ page: paging.page, pagesize: paging.pagesize })} />
      </Card>
    </Flex>
  );
}
