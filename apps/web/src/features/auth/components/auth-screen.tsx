import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { BRAND } from '@/lib/brand-colors';

const pageStyle = {
  minHeight: '100vh',
  padding: 24,
  background: `linear-gradient(135deg, ${BRAND.siderBg} 0%, ${BRAND.siderBg} 35%, ${BRAND.primary} 100%)`,
} as const;

interface AuthScreenProps {
  subtitle: string;
  width?: number;
  children: ReactNode;
}

/** The pages outside the console (login, account setup): brand, product name and one panel on the brand gradient. */
export function AuthScreen({ subtitle, width = 400, children }: AuthScreenProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={pageStyle}>
      {/* A plain panel, not antd's Card: Card pulls in Tabs, Dropdown and Menu, which the login route never shows. */}
      <main
        style={{
          width,
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
          <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>
        </Flex>
        {children}
      </main>
    </Flex>
  );
}
