import { SafetyCertificateOutlined } from '@ant-design/icons';
import { MSG } from '@ops/contracts/messages';
import type { AuditVerify } from '@ops/contracts/oplog';
import { PERMISSION } from '@ops/contracts/permissions';
import { Alert, Button } from 'antd';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/operator-access';
import type { useVerifyAudit } from '../api/verify-audit';

type VerifyMutation = ReturnType<typeof useVerifyAudit>;

/** 校验日志完整性, for a role that may verify the chain. */
export function AuditVerifyButton({ verify }: { verify: VerifyMutation }) {
  if (!useCan(PERMISSION.logsVerify)) return null;
  return (
    <Button size="small" icon={<SafetyCertificateOutlined aria-hidden />} loading={verify.isPending} onClick={() => verify.mutate()}>
      校验日志完整性
    </Button>
  );
}

function brokenAt(broken: NonNullable<AuditVerify['broken']>): string {
  return broken.id === null ? `链序号 ${broken.chainSeq}` : `日志编号 ${broken.id}（链序号 ${broken.chainSeq}）`;
}

/** The last check's answer: the chain intact with how many entries were checked, or where it first breaks and why. */
export function AuditVerifyResult({ verify }: { verify: VerifyMutation }) {
  const close = () => verify.reset();
  if (verify.isError) {
    return <Alert type="error" showIcon closable={{ onClose: close }} title="校验失败" description={errorMessage(verify.error, MSG.serverError)} />;
  }
  const result = verify.data;
  if (!result) return null;
  if (result.ok || !result.broken) {
    return <Alert type="success" showIcon closable={{ onClose: close }} title={`日志哈希链完好，已校验 ${result.checked} 条`} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose: close }}
      title={result.broken.message}
      description={`断链位置：${brokenAt(result.broken)}；此前已校验 ${result.checked} 条。`}
    />
  );
}
