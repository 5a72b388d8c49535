import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { registerFeedbackApis } from '@/lib/notify';
import { queryClient } from './query-client';
import { appTheme } from './theme';

dayjs.locale('zh-cn');

/** Hands antd's context-aware message and notification instances to the api client and the mutations. */
function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    registerFeedbackApis({ message, notification });
    return () => registerFeedbackApis(null);
  }, [message, notification]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={appTheme}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
