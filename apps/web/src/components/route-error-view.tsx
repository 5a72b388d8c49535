import { Button, Result, Typography } from 'antd';
import { isRouteErrorResponse, useNavigate } from 'react-router';
import { AntdConfig } from '@/app/antd-providers';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/** What a route shows when it fails: a friendly result with a retry instead of a blank page. */
export function RouteErrorView({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const detail = describe(error);
  return (
    <AntdConfig>
      <Result
      status="error"
      title="页面出错了"
      subTitle="页面加载或渲染时出现问题，请重试；如果问题持续存在，请联系管理员。"
      extra={[
        <Button key="retry" type="primary" onClick={() => navigate(0)}>
          重试
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          返回首页
        </Button>,
      ]}
    >
      {detail ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
          错误信息：{detail}
        </Typography.Paragraph>
      ) : null}
    </Result>
    </AntdConfig>
  );
}
