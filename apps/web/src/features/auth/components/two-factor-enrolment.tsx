import { Flex, Steps } from 'antd';
import { useState } from 'react';
import { RecoveryCodesView } from './recovery-codes-view';
import { TwoFactorScanStep } from './two-factor-scan-step';

interface TwoFactorEnrolmentProps {
  account: string;
  /** Two-factor login is on; the recovery codes are on screen now. */
  onEnabled: () => void;
  /** The operator has seen the recovery codes. */
  onFinish: () => void;
  finishText: string;
  onCancel?: () => void;
}

/** Turning on two-factor login: scan and confirm a code, then keep the recovery codes. Used by the user menu and the account setup page. */
export function TwoFactorEnrolment({ account, onEnabled, onFinish, finishText, onCancel }: TwoFactorEnrolmentProps) {
  const [codes, setCodes] = useState<string[] | null>(null);

  const enabled = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    onEnabled();
  };

  return (
    <Flex vertical gap={24}>
      <Steps size="small" current={codes ? 1 : 0} items={[{ title: '绑定验证器' }, { title: '保存恢复码' }]} />
      {codes ? (
        <RecoveryCodesView codes={codes} account={account} finishText={finishText} onFinish={onFinish} />
      ) : (
        <TwoFactorScanStep onEnabled={enabled} onCancel={onCancel} />
      )}
    </Flex>
  );
}
