import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorProfile } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { ROUTES } from '@ops/contracts/paths';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { useDialogState } from '@/lib/use-dialog-state';

// Loaded when first opened: the console's first screen does not pay for a form it rarely shows.
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

export function OperatorMenu({ operator }: { operator: OperatorProfile }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const logoutMutation = useLogout();
  const dialogs = useDialogState<'password'>();
  const [passwordDialogLoaded, setPasswordDialogLoaded] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined aria-hidden />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', disabled: logoutMutation.isPending },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') {
      setPasswordDialogLoaded(true);
      dialogs.open('password');
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
        <Button type="text" style={{ height: 40, paddingInline: 8 }} aria-label={`当前用户 ${operator.displayName}，打开菜单`}>
          <Avatar size={28} icon={<UserOutlined />} />
          <span>{operator.displayName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {passwordDialogLoaded ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog key={dialogs.key('password')} open={dialogs.isOpen('password')} onClose={dialogs.close} />
        </Suspense>
      ) : null}
    </>
  );
}
