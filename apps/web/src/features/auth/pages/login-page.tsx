import { MSG } from '@ops/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { safeRedirect } from '@/lib/auth-redirect';
import { BRAND } from '@/lib/brand-colors';
import { systemInfoQueryKey, useSystemInfo } from '../api/get-system-info';
import { LoginForm } from '../components/login-form';

const pageStyle = {
  minHeight: '100vh',
  padding: 24,
  background: `linear-gradient(135deg, ${BRAND.siderBg} 0%, ${BRAND.siderBg} 35%, ${BRAND.primary} 100%)`,
} as const;

/** The demo account, only when the server says it works (never in production). */
function DemoCredentialsHint() {
  const credentials = useSystemInfo().data?.demoCredentials;
  if (!credentials) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, textAlign: 'center', fontSize: 12 }}>
      演示账号：{credentials.username} / {credentials.password}
    </Typography.Paragraph>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const target = safeRedirect(searchParams.get('redirect'));

  // Whatever was cached belongs to a session that has ended (the public system info does not).
  useEffect(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== systemInfoQueryKey[0] });
  }, [queryClient]);

  const handleSuccess = () => {
    message.success(MSG.loginSucceeded);
    navigate(target, { replace: true });
  };

  return (
    <Flex align="center" justify="center" style={pageStyle}>
      <Card style={{ width: 400, maxWidth: '100%', boxShadow: '0 12px 40px rgba(15, 12, 60, 0.35)' }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <BrandMark size={44} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            运营后台
          </Typography.Title>
          <Typography.Text type="secondary">社交应用运营管理平台</Typography.Text>
        </Flex>
        <LoginForm onSuccess={handleSuccess} />
        <DemoCredentialsHint />
      </Card>
    </Flex>
  );
}
