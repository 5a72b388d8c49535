import { ROLE_LABEL } from '@ops/contracts/permissions';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useOperator } from '@/lib/operator-access';

/** A page the operator's role may not open, reached by a link or by hand: shown inside the shell instead of the page, which never renders. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const operator = useOperator();
  const role = operator ? ROLE_LABEL[operator.role] : '';
  return (
    <Result
      status="403"
      title="无权限"
      subTitle={role ? `你的角色（${role}）没有权限访问此页面` : '你没有权限访问此页面'}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
