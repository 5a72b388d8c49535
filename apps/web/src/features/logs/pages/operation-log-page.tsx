import { PERMISSION } from '@ops/contracts/permissions';
import { Alert, Card, Flex } from 'antd';
import { useState } from 'react';
import { LogDetailDialog } from '@/components/log-detail/log-detail-dialog';
import { useCan } from '@/lib/operator-access';
import { useStayWithinLastPage } from '@/lib/table';
import type { PagePreload } from '@/lib/page-preload';
import { isRepeatSearch, readUrlState } from '@/lib/url-state';
import { logsQuery, useLogs } from '../api/get-logs';
import { useVerifyAudit } from '../api/verify-audit';
import { AuditVerifyButton, AuditVerifyResult } from '../components/audit-verify';
import { LogFilterForm, type LogFilterValues } from '../components/log-filter-form';
import { LOG_LIST_CLEARED, LOG_URL_DEFAULTS, logListParams } from '../components/log-list-params';
import { LogTable } from '../components/log-table';
import { useLogListState } from '../components/use-log-list-state';

const urlDate = (ms: number) => (ms < 0 ? '' : ms);

/** The list the page opens with, fetched from the press on its menu entry (app/press-preload.ts). */
export const preload: PagePreload = (search) => [logsQuery(logListParams(readUrlState(LOG_URL_DEFAULTS, search)))];

/**
 * 操作日志 (spec 2.8): who did what and when, searchable by 操作人, 操作内容 and 操作时间; 日志详情 with restore. A role
 * without every operator's entries sees only its own (the server filters) and has no 操作人 to search by.
 */
export function OperationLogPage() {
  const { params: urlParams, setUrl } = useLogListState();
  const viewAll = useCan(PERMISSION.logsViewAll);
  const params = viewAll ? urlParams : { ...urlParams, name: undefined };
  const logs = useLogs(params);
  const verify = useVerifyAudit();
  const [viewing, setViewing] = useState<number | null>(null);

  useStayWithinLastPage(
    { loaded: logs.data !== undefined && !logs.isFetching, total: logs.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const filters: LogFilterValues = { name: params.name ?? '', content: params.content ?? '', sd: params.sd, ed: params.ed };
  const search = (values: LogFilterValues) => {
    if (isRepeatSearch(params.page, filters, values)) void logs.refetch();
    else setUrl({ name: values.name, content: values.content, sd: urlDate(values.sd), ed: urlDate(values.ed), page: 1 });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <LogFilterForm values={filters} loading={logs.isFetching} onSearch={search} onReset={() => setUrl(LOG_LIST_CLEARED)} byOperator={viewAll} />
      </Card>
      {viewAll ? null : <Alert type="info" showIcon title="此处仅列出你本人的操作记录" />}
      <Card title="日志列表" extra={<AuditVerifyButton verify={verify} />}>
        <Flex vertical gap={16}>
          <AuditVerifyResult verify={verify} />
          <LogTable
            paging={params}
            data={logs.data}
            loading={logs.isFetching}
            onPage={(paging) => setUrl({ page: paging.page, pagesize: paging.pagesize })}
            onView={(row) => setViewing(row.id)}
          />
        </Flex>
      </Card>
      <LogDetailDialog logId={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
