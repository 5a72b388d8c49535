import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorProfile } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { ROUTES } from '@ops/contracts/paths';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';

export function OperatorMenu({ operator }: { operator: OperatorProfile }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const logoutMutation = useLogout();

  const items: MenuProps['items'] = [
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', disabled: logoutMutation.isPending },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        message.success(MSG.logoutSucceeded);
        navigate(ROUTES.login, { replace: true });
      },
    });
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
      <Button type="text" style={{ height: 40, paddingInline: 8 }} aria-label={`当前用户 ${operator.displayName}，打开菜单`}>
        <Avatar size={28} icon={<UserOutlined />} />
        <span>{operator.displayName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
