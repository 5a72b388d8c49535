import { MSG } from '@ops/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex, theme } from 'antd';
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
function DemoCredentialsHint({ color }: { color: string }) {
  const credentials = useSystemInfo().data?.demoCredentials;
  if (!credentials) return null;
  return (
    <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center', fontSize: 12, color }}>
      演示账号：{credentials.username} / {credentials.password}
    </p>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { token } = theme.useToken();
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
      {/* A plain panel, not antd's Card: Card pulls in Tabs, Dropdown and Menu, which the login route never shows. */}
      <main
        style={{
          width: 400,
          maxWidth: '100%',
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: '0 12px 40px rgba(15, 12, 60, 0.35)',
        }}
      >
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <BrandMark size={44} />
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>运营后台</h1>
          <span style={{ color: token.colorTextSecondary }}>社交应用运营管理平台</span>
        </Flex>
        <LoginForm onSuccess={handleSuccess} />
        <DemoCredentialsHint color={token.colorTextSecondary} />
      </main>
    </Flex>
  );
}
