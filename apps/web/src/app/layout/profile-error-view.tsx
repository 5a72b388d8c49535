import { MSG } from '@ops/contracts/messages';
import { Button, Flex, Result } from 'antd';
import { errorMessage } from '@/lib/api-error';

interface ProfileErrorViewProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The shell could not load the operator's profile (not a 401): the reason and 重试. */
export function ProfileErrorView({ error, retrying, onRetry }: ProfileErrorViewProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="无法加载登录信息"
        subTitle={errorMessage(error, MSG.serverError)}
        extra={
          <Button type="primary" loading={retrying} onClick={onRetry}>
            重试
          </Button>
        }
      />
    </Flex>
  );
}
