import { Flex, Radio } from 'antd';
import type { ReactNode } from 'react';
import { usePermissions } from '@/lib/operator-access';
import { oneOf } from '@/lib/url-state';
import { FreezeHistoryTable } from './freeze-history-table';
import { LoginLogTable } from './login-log-table';
import { type RecordTab, visibleRecordTabs } from './record-tabs';
import { RECORD_URL_DEFAULTS, useDetailUrlState } from './use-detail-url-state';
import { UserMessageTable } from './user-message-table';
import { UserOperationLogTable } from './user-operation-log-table';
import { UserVideoTable } from './user-video-table';

const TABLES: Record<RecordTab, (uid: number) => ReactNode> = {
  messages: (uid) => <UserMessageTable uid={uid} />,
  videos: (uid) => <UserVideoTable uid={uid} />,
  logins: (uid) => <LoginLogTable uid={uid} />,
  freezes: (uid) => <FreezeHistoryTable uid={uid} />,
  operations: (uid) => <UserOperationLogTable uid={uid} />,
};

/**
 * Radio-style tabs under the basic info (spec 2.9), those the role may see; the first (动态记录) is active by default.
 * The tab and the page of its table are in the URL (`?tab=logins&page=2`): reload, back and forward restore them.
 */
export function UserRecordTabs({ uid }: { uid: number }) {
  const [url, setUrl] = useDetailUrlState(RECORD_URL_DEFAULTS);
  const tabs = visibleRecordTabs(usePermissions());
  const active: RecordTab | undefined = oneOf(url.tab, tabs.map((tab) => tab.value)) ?? tabs[0]?.value;
  if (active === undefined) return null;

  return (
    <Flex vertical gap={16}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        options={tabs.map((tab) => ({ value: tab.value, label: tab.label }))}
        value={active}
        onChange={(event) => setUrl({ tab: String(event.target.value), page: null, pagesize: null })}
        aria-label="用户记录"
      />
      {TABLES[active](uid)}
    </Flex>
  );
}
