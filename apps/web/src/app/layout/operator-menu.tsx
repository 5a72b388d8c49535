import { DesktopOutlined, DownOutlined, KeyOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorProfile } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { ROUTES } from '@ops/contracts/paths';
import { ROLE_LABEL } from '@ops/contracts/permissions';
import { App, Avatar, Button, Dropdown, type MenuProps, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { useDialogState } from '@/lib/use-dialog-state';

// Loaded when first opened: the console's first screen does not pay for dialogs it rarely shows.
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
const TwoFactorDialog = lazy(() => import('@/features/auth/components/two-factor-dialog').then((module) => ({ default: module.TwoFactorDialog })));
const AccountSessionsDialog = lazy(() =>
  import('@/features/auth/components/account-sessions-dialog').then((module) => ({ default: module.AccountSessionsDialog })),
);

type Dialog = 'password' | 'twoFactor' | 'sessions';
const DIALOGS: readonly string[] = ['password', 'twoFactor', 'sessions'] satisfies Dialog[];
const isDialog = (key: string): key is Dialog => DIALOGS.includes(key);

export function OperatorMenu({ operator }: { operator: OperatorProfile }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const logoutMutation = useLogout();
  const dialogs = useDialogState<Dialog>();
  const [loaded, setLoaded] = useState<ReadonlySet<Dialog>>(new Set());
  const role = ROLE_LABEL[operator.role];

  const items: MenuProps['items'] = [
    {
      key: 'twoFactor',
      icon: <SafetyCertificateOutlined aria-hidden />,
      label: (
        <>
          两步验证
          <span style={{ marginInlineStart: 8, color: operator.twoFactorEnabled ? token.colorSuccess : token.colorTextTertiary }}>
            {operator.twoFactorEnabled ? '已开启' : '未开启'}
          </span>
        </>
      ),
    },
    { key: 'sessions', icon: <DesktopOutlined aria-hidden />, label: '我的会话' },
    { key: 'password', icon: <KeyOutlined aria-hidden />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', disabled: logoutMutation.isPending },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isDialog(key)) {
      setLoaded((current) => new Set(current).add(key));
      dialogs.open(key);
      return;
    }
    if (key !== 'logout') return;
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        message.success(MSG.logoutSucceeded);
        navigate(ROUTES.login, { replace: true });
      },
    });
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
        <Button type="text" style={{ height: 40, paddingInline: 8 }} aria-label={`当前用户 ${operator.displayName}（${role}），打开菜单`}>
          <Avatar size={28} icon={<UserOutlined />} />
          <span>{operator.displayName}</span>
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{role}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {loaded.has('password') ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog key={dialogs.key('password')} open={dialogs.isOpen('password')} onClose={dialogs.close} />
        </Suspense>
      ) : null}
      {loaded.has('twoFactor') ? (
        <Suspense fallback={null}>
          <TwoFactorDialog key={dialogs.key('twoFactor')} open={dialogs.isOpen('twoFactor')} operator={operator} onClose={dialogs.close} />
        </Suspense>
      ) : null}
      {loaded.has('sessions') ? (
        <Suspense fallback={null}>
          <AccountSessionsDialog key={dialogs.key('sessions')} open={dialogs.isOpen('sessions')} onClose={dialogs.close} />
        </Suspense>
      ) : null}
    </>
  );
}
