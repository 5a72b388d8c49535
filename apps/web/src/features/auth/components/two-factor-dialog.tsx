import type { OperatorProfile } from '@ops/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { profileQueryKey } from '@/lib/operator-access';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

interface TwoFactorDialogProps {
  open: boolean;
  operator: Pick<OperatorProfile, 'username' | 'twoFactorEnabled'>;
  onClose: () => void;
}

/**
 * 两步验证 from the user menu: off, the enrolment (QR code and key, first code, recovery codes); on, its state and
 * 关闭两步验证. Mounted afresh at every opening, so the state at opening decides which.
 */
export function TwoFactorDialog({ open, operator, onClose }: TwoFactorDialogProps) {
  const queryClient = useQueryClient();
  const [enrolling] = useState(!operator.twoFactorEnabled);

  return (
    <Modal open={open} title="两步验证" footer={null} onCancel={onClose} destroyOnHidden maskClosable={false} width={600}>
      <div style={{ marginTop: 16 }}>
        {enrolling ? (
          <TwoFactorEnrolment
            account={operator.username}
            // The menu shows the new state at once; the dialog keeps the recovery codes on screen.
            onEnabled={() => void queryClient.invalidateQueries({ queryKey: profileQueryKey })}
            onFinish={onClose}
            finishText="我已保存，完成"
            onCancel={onClose}
          />
        ) : (
          <TwoFactorDisableForm onDone={onClose} onCancel={onClose} />
        )}
      </div>
    </Modal>
  );
}
