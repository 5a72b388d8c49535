import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { registerFeedbackApis } from '@/lib/notify';
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

/**
 * antd's locale, theme and feedback instances, around the console and every page drawn with antd.
 * Not around the login route: it is drawn without antd so that a first visit loads none of it.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </AntdConfig>
  );
}

/** Locale and theme only: for a view that may show outside the console (a route's error view). */
export function AntdConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={appTheme}>
      {children}
    </ConfigProvider>
  );
}
