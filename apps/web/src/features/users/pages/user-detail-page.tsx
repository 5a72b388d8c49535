import { MSG } from '@ops/contracts/messages';
import { ROUTES } from '@ops/contracts/paths';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageTitleBar } from '@/components/page-title-bar';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { useDialogState } from '@/lib/use-dialog-state';
import { toPositiveInt } from '@/lib/url-state';
import { useUser } from '../api/get-user';
import { FreezeDialog } from '../components/freeze-dialog';
import { backTarget } from '../components/detail-history';
import { UnfreezeDialog } from '../components/unfreeze-dialog';
import { UserBasicInfo } from '../components/user-basic-info';
import { UserRecordTabs } from '../components/user-record-tabs';

/** 用户详情 (spec 2.9): basic info, freeze / unfreeze from the status row, dynamic, video, login, freeze and operation records. */
export function UserDetailPage() {
  const { id: rawId = '' } = useParams();
  const id = toPositiveInt(rawId, 0);
  const user = useUser(id > 0 ? id : null);
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogState<'freeze' | 'unfreeze'>();

  // Back past the tabs and pages visited here, to where the operator came from; the first entry of this browser tab
  // (opened from a shared link) has nowhere to go back to, so the list it is.
  const goBack = () => {
    const target = backTarget(location);
    return target === 'list' ? navigate(ROUTES.users) : navigate(target);
  };
  const titleBar = <PageTitleBar title="用户详情" onBack={goBack} />;

  const notFound = id === 0 || (isApiClientError(user.error) && user.error.status === 404);
  if (notFound) {
    return (
      <Flex vertical gap={16}>
        {titleBar}
        <Card>
          <Result
            status="404"
            title={MSG.userNotFound}
            subTitle="该用户可能已被删除，或链接中的用户ID有误。"
            extra={<Button type="primary" onClick={goBack}>返回</Button>}
          />
        </Card>
      </Flex>
    );
  }

  if (user.isError) {
    return (
      <Flex vertical gap={16}>
        {titleBar}
        <Card>
          <Result
            status="error"
            title="用户信息加载失败"
            subTitle={errorMessage(user.error, MSG.serverError)}
            extra={
              <Button type="primary" loading={user.isFetching} onClick={() => void user.refetch()}>
                重试
              </Button>
            }
          />
        </Card>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {titleBar}
      <Card title="基本信息">
        {user.data ? (
          <UserBasicInfo user={user.data} onFreeze={() => dialogs.open('freeze')} onUnfreeze={() => dialogs.open('unfreeze')} />
        ) : (
          <Skeleton avatar active paragraph={{ rows: 6 }} />
        )}
      </Card>
      {user.data ? (
        <>
          <Card>
            <UserRecordTabs uid={user.data.id} />
          </Card>
          {/* A new key at each opening: every opening starts from the defaults / empty remarks. */}
          <FreezeDialog key={dialogs.key('freeze')} open={dialogs.isOpen('freeze')} user={user.data} onClose={dialogs.close} />
          <UnfreezeDialog
            key={dialogs.key('unfreeze')}
            open={dialogs.isOpen('unfreeze')}
            user={user.data}
            onClose={dialogs.close}
          />
        </>
      ) : null}
    </Flex>
  );
}
