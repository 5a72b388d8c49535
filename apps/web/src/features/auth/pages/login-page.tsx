import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BRAND } from '@/app/theme';
import { BrandMark } from '@/components/brand-mark';
import { safeRedirect } from '@/lib/auth-redirect';
import { LoginForm } from '../components/login-form';

const pageStyle = {
  minHeight: '100vh',
  padding: 24,
  background: `linear-gradient(135deg, ${BRAND.siderBg} 0%, ${BRAND.siderBg} 35%, ${BRAND.primary} 100%)`,
} as const;

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const target = safeRedirect(searchParams.get('redirect'));

  // Whatever was cached belongs to a session that has ended.
  useEffect(() => {
    queryClient.removeQueries();
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
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, textAlign: 'center', fontSize: 12 }}>
          演示账号：{DEMO_OPERATOR.username} / {DEMO_OPERATOR.password}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
