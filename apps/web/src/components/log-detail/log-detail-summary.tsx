import { TARGET_TYPE } from '@ops/contracts/operations';
import type { LogDetail } from '@ops/contracts/oplog';
import { ROUTES } from '@ops/contracts/paths';
import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { EMPTY_TEXT, formatDateTime, orDash } from '@/lib/format';

const TARGET_LABEL: Record<string, string> = {
  [TARGET_TYPE.user]: '用户',
  [TARGET_TYPE.post]: '动态',
  [TARGET_TYPE.video]: '视频',
  [TARGET_TYPE.operator]: '操作员',
  [TARGET_TYPE.event]: '事件',
};

interface LogDetailSummaryProps {
  detail: LogDetail;
  /** Following the user link leaves the dialog. */
  onLeave: () => void;
}

function Target({ detail, onLeave }: LogDetailSummaryProps) {
  const { targetType, targetId } = detail;
  if (!targetType) return <>{EMPTY_TEXT}</>;
  const kind = TARGET_LABEL[targetType] ?? targetType;
  if (!targetId) return <>{kind}</>;
  if (targetType === TARGET_TYPE.user) {
    return (
      <>
        {kind}{' '}
        <Link to={ROUTES.userDetail(targetId)} onClick={onLeave}>
          {targetId}
        </Link>
      </>
    );
  }
  return <>{`${kind} ${targetId}`}</>;
}

/** Spec 2.8's three lines — 操作, 描述, IP — then who, when, the log number and what the entry targeted. */
export function LogDetailSummary({ detail, onLeave }: LogDetailSummaryProps) {
  const items: DescriptionsProps['items'] = [
    { key: 'operation', label: '操作', children: detail.operation },
    { key: 'desc', label: '描述', children: <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{orDash(detail.desc)}</span> },
    { key: 'ip', label: 'IP', children: orDash(detail.ip) },
    { key: 'name', label: '操作人', children: orDash(detail.name) },
    { key: 'time', label: '时间', children: formatDateTime(detail.time) },
    { key: 'target', label: '对象', children: <Target detail={detail} onLeave={onLeave} /> },
    { key: 'id', label: '日志编号', children: detail.id },
  ];
  return <Descriptions bordered size="small" column={1} items={items} styles={{ label: { width: 104 } }} data-testid="log-summary" />;
}
