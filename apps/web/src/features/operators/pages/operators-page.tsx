import { PlusOutlined } from '@ant-design/icons';
import { OPERATOR_MSG, type OperatorAccount } from '@ops/contracts/operators';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useOperator } from '@/lib/operator-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useDisableOperator } from '../api/disable-operator';
import { useEnableOperator } from '../api/enable-operator';
import { useOperators } from '../api/get-operators';
import { useResetOperatorTwoFactor } from '../api/reset-operator-two-factor';
import { useRevokeOperatorSessions } from '../api/revoke-operator-sessions';
import { ChangeRoleDialog } from '../components/change-role-dialog';
import { CreateOperatorDialog } from '../components/create-operator-dialog';
import type { OperatorCommand } from '../components/operator-actions';
import { OperatorTable } from '../components/operator-table';
import { ResetPasswordDialog } from '../components/reset-password-dialog';

/**
 * 系统管理 → 账号管理: the operator accounts, their roles and state; create an account, change its role, disable or
 * enable it, reset its password, sign it out everywhere, reset its two-factor login. Every refusal is toasted and
 * the list reloads.
 */
export function OperatorsPage() {
  const operators = useOperators();
  const self = useOperator();
  const { message } = App.useApp();
  const dialogs = useDialogState<'create' | 'role' | 'password'>();
  const [target, setTarget] = useState<OperatorAccount | null>(null);
  const disable = useDisableOperator();
  const enable = useEnableOperator();
  const revoke = useRevokeOperatorSessions();
  const resetTwoFactor = useResetOperatorTwoFactor();

  const running = (() => {
    if (disable.isPending && disable.variables !== undefined) return { id: disable.variables, command: 'disable' as const };
    if (enable.isPending && enable.variables !== undefined) return { id: enable.variables, command: 'enable' as const };
    if (revoke.isPending && revoke.variables !== undefined) return { id: revoke.variables, command: 'revoke' as const };
    if (resetTwoFactor.isPending && resetTwoFactor.variables !== undefined) return { id: resetTwoFactor.variables, command: 'resetTwoFactor' as const };
    return null;
  })();

  const command = (kind: OperatorCommand, operator: OperatorAccount) => {
    if (kind === 'role' || kind === 'password') {
      setTarget(operator);
      dialogs.open(kind);
      return;
    }
    if (kind === 'disable') disable.mutate(operator.id, { onSuccess: () => message.success(OPERATOR_MSG.disabledDone) });
    if (kind === 'enable') enable.mutate(operator.id, { onSuccess: () => message.success(OPERATOR_MSG.enabledDone) });
    if (kind === 'revoke') revoke.mutate(operator.id, { onSuccess: (result) => message.success(OPERATOR_MSG.sessionsRevoked(result.revoked)) });
    if (kind === 'resetTwoFactor') resetTwoFactor.mutate(operator.id, { onSuccess: () => message.success(OPERATOR_MSG.twoFactorReset) });
  };

  return (
    <Card
      title="账号管理"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialogs.open('create')}>
          新建账号
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          为运营人员创建账号并分配角色，角色决定其能看到的菜单和能做的操作。新建或重置密码的账号，登录后须先修改密码。
        </Typography.Text>
        <OperatorTable
          operators={operators.data?.items ?? []}
          loading={operators.isFetching}
          selfId={self?.id}
          running={running}
          onCommand={command}
        />
      </Flex>
      <CreateOperatorDialog key={dialogs.key('create')} open={dialogs.isOpen('create')} onClose={dialogs.close} />
      {target ? (
        <>
          <ChangeRoleDialog key={dialogs.key('role')} open={dialogs.isOpen('role')} operator={target} onClose={dialogs.close} />
          <ResetPasswordDialog key={dialogs.key('password')} open={dialogs.isOpen('password')} operator={target} onClose={dialogs.close} />
        </>
      ) : null}
    </Card>
  );
}
