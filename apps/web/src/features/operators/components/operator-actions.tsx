import { OPERATOR_MSG, type OperatorAccount } from '@ops/contracts/operators';
import { Button, type ButtonProps, Flex, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export type OperatorCommand = 'role' | 'password' | 'disable' | 'enable' | 'revoke' | 'resetTwoFactor';

interface OperatorActionsProps {
  operator: OperatorAccount;
  /** The signed-in administrator's own row. */
  self: boolean;
  /** The command running on this row, if any: its button shows a spinner. */
  running: OperatorCommand | null;
  onCommand: (command: OperatorCommand, operator: OperatorAccount) => void;
}

function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" style={{ paddingInline: 4, height: 24 }} {...props} />;
}

interface ConfirmedProps {
  title: string;
  description: string;
  onConfirm: () => void;
  children: ReactNode;
}

function Confirmed({ title, description, onConfirm, children }: ConfirmedProps) {
  return (
    <Popconfirm title={title} description={<div style={{ maxWidth: 280 }}>{description}</div>} okText="确定" cancelText="取消" placement="topRight" onConfirm={onConfirm}>
      {children}
    </Popconfirm>
  );
}

/** 操作 of one account: 修改角色, 停用/启用, 重置密码, 结束会话 and, when it is on, 重置两步验证; the ones that act at once ask first. */
export function OperatorActions({ operator, self, running, onCommand }: OperatorActionsProps) {
  const run = (command: OperatorCommand) => () => onCommand(command, operator);
  const name = operator.username;

  const toggle = operator.disabled ? (
    <Confirmed title={`确定启用 ${name} 吗？`} description="启用后该账号可以重新登录。" onConfirm={run('enable')}>
      <LinkButton loading={running === 'enable'} aria-label={`启用 ${name}`}>
        启用
      </LinkButton>
    </Confirmed>
  ) : self ? (
    <Tooltip title={OPERATOR_MSG.cannotDisableSelf}>
      <span>
        <LinkButton danger disabled aria-label={`停用 ${name}`}>
          停用
        </LinkButton>
      </span>
    </Tooltip>
  ) : (
    <Confirmed title={`确定停用 ${name} 吗？`} description="停用后该账号不能再登录，其所有登录会话立即结束。" onConfirm={run('disable')}>
      <LinkButton danger loading={running === 'disable'} aria-label={`停用 ${name}`}>
        停用
      </LinkButton>
    </Confirmed>
  );

  return (
    <Flex wrap gap="2px 4px">
      <LinkButton onClick={run('role')} aria-label={`修改 ${name} 的角色`}>
        修改角色
      </LinkButton>
      {toggle}
      <LinkButton onClick={run('password')} aria-label={`重置 ${name} 的密码`}>
        重置密码
      </LinkButton>
      <Confirmed
        title={`确定结束 ${name} 的全部会话吗？`}
        description={self ? '你自己也会在所有设备上退出登录，包括当前浏览器。' : '该账号将在所有设备上退出登录，须重新登录。'}
        onConfirm={run('revoke')}
      >
        <LinkButton loading={running === 'revoke'} disabled={operator.activeSessions === 0} aria-label={`结束 ${name} 的会话`}>
          结束会话
        </LinkButton>
      </Confirmed>
      {operator.twoFactorEnabled ? (
        <Confirmed
          title={`确定重置 ${name} 的两步验证吗？`}
          description="用于对方丢失手机和恢复码的情况：重置后该账号只凭密码登录，可重新开启两步验证。"
          onConfirm={run('resetTwoFactor')}
        >
          <LinkButton danger loading={running === 'resetTwoFactor'} aria-label={`重置 ${name} 的两步验证`}>
            重置两步验证
          </LinkButton>
        </Confirmed>
      ) : null}
    </Flex>
  );
}
