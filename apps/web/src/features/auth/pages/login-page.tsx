import type { LoginResult } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountSetupPathFor, safeRedirect } from '@/lib/auth-redirect';
import { notifySuccess } from '@/lib/notify';
import { systemInfoQueryKey, useSystemInfo } from '../api/get-system-info';
import { AuthScreen } from '../components/auth-screen';
import { LoginForm } from '../components/login-form';

/** The demo account, only when the server says it works (never in production). */
function DemoCredentialsHint() {
  const credentials = useSystemInfo().data?.demoCredentials;
  if (!credentials) return null;
  return (
    <p className="auth-demo-hint">
      演示账号：{credentials.username} / {credentials.password}
    </p>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const target = safeRedirect(searchParams.get('redirect'));

  // Whatever was cached belongs to a session that has ended (the public system info does not).
  useEffect(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== systemInfoQueryKey[0] });
  }, [queryClient]);

  // A new password or two-factor login to set up first: the account setup page, then where the operator was going.
  const handleSuccess = (result: LoginResult) => {
    notifySuccess(MSG.loginSucceeded);
    navigate(result.operator.pendingAction ? accountSetupPathFor(target) : target, { replace: true });
  };

  return (
    <AuthScreen subtitle="社交应用运营管理平台">
      <LoginForm onSuccess={handleSuccess} />
      <DemoCredentialsHint />
    </AuthScreen>
  );
}
