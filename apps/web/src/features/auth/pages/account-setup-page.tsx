import type { OperatorProfile } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { ROUTES } from '@ops/contracts/paths';
import { ROLE_LABEL } from '@ops/contracts/permissions';
import { App, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AntdProviders } from '@/app/antd-providers';
import { FullPageSpin } from '@/components/full-page-spin';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { safeRedirect } from '@/lib/auth-redirect';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import { AuthScreen } from '../components/auth-screen';
import { SetupPasswordForm } from '../components/setup-password-form';
import { TwoFactorEnrolment } from '../components/two-factor-enrolment';

function Task({ operator, title, text }: { operator: OperatorProfile; title: string; text: string }) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 20 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {operator.displayName}（{ROLE_LABEL[operator.role]}）：{text}
      </Typography.Text>
    </Flex>
  );
}

function LogoutLink() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const leave = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        message.success(MSG.logoutSucceeded);
        navigate(ROUTES.login, { replace: true });
      },
    });
  return (
    <Button type="link" block loading={logout.isPending} onClick={leave} style={{ marginTop: 12 }}>
      退出登录
    </Button>
  );
}

/**
 * Outside the console: what a signed-in operator must do before anything else, one task at a time — set a new
 * password (the administrator created the account or reset it), then turn on two-factor login (the role requires it).
 * Once nothing is pending, on to where the operator was going.
 */
function AccountSetup() {
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const profile = useProfile({ fresh: true });
  // The recovery codes stay on screen after two-factor login is on, until the operator has saved them.
  const [savingCodes, setSavingCodes] = useState(false);

  if (profile.isError) {
    if (isApiClientError(profile.error) && profile.error.status === 401) return <FullPageSpin tip="正在跳转到登录页…" />;
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Result
          status="error"
          title="无法加载登录信息"
          subTitle={errorMessage(profile.error, MSG.serverError)}
          extra={
            <Button type="primary" loading={profile.isFetching} onClick={() => void profile.refetch()}>
              重试
            </Button>
          }
        />
      </Flex>
    );
  }
  // Not what an earlier page cached: what the server says is pending now.
  if (!profile.data || !profile.isFetchedAfterMount) return <FullPageSpin />;

  const operator = profile.data;
  const continueOn = () => void profile.refetch();

  if (operator.pendingAction === 'changePassword') {
    return (
      <AuthScreen subtitle="继续使用前，请先完成账号安全设置" width={440}>
        <Task operator={operator} title="设置新密码" text="管理员为你设置了初始密码，请改为只有你自己知道的新密码。" />
        <SetupPasswordForm onDone={continueOn} />
        <LogoutLink />
      </AuthScreen>
    );
  }

  if (operator.pendingAction === 'enableTwoFactor' || savingCodes) {
    return (
      <AuthScreen subtitle="继续使用前，请先完成账号安全设置" width={620}>
        <Task operator={operator} title="开启两步验证" text="你的角色要求登录时进行两步验证，请用手机上的验证器 App 完成绑定。" />
        <TwoFactorEnrolment
          account={operator.username}
          onEnabled={() => setSavingCodes(true)}
          onFinish={() => void profile.refetch().then(() => setSavingCodes(false))}
          finishText="我已保存，进入运营后台"
        />
        <LogoutLink />
      </AuthScreen>
    );
  }

  return <Navigate to={target} replace />;
}

export function AccountSetupPage() {
  return (
    <AntdProviders>
      <AccountSetup />
    </AntdProviders>
  );
}
