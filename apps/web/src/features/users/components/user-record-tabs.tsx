import { Flex, Radio } from 'antd';
import type { ReactNode } from 'react';
import { oneOf, useUrlState } from '@/lib/url-state';
import { FreezeHistoryTable } from './freeze-history-table';
import { LoginLogTable } from './login-log-table';
import { UserMessageTable } from './user-message-table';
import { UserOperationLogTable } from './user-operation-log-table';
import { UserVideoTable } from './user-video-table';

const TABS = [
  { value: 'messages', label: '动态记录' },
  { value: 'videos', label: '视频记录' },
  { value: 'logins', label: '登录记录' },
  { value: 'freezes', label: '冻结记录' },
  { value: 'operations', label: '操作记录' },
] as const;
type RecordTab = (typeof TABS)[number]['value'];
const TAB_VALUES = TABS.map((tab) => tab.value);
const URL_DEFAULTS = { tab: 'messages' };

const TABLES: Record<RecordTab, (uid: number) => ReactNode> = {
  messages: (uid) => <UserMessageTable uid={uid} />,
  videos: (uid) => <UserVideoTable uid={uid} />,
  logins: (uid) => <LoginLogTable uid={uid} />,
  freezes: (uid) => <FreezeHistoryTable uid={uid} />,
  operations: (uid) => <UserOperationLogTable uid={uid} />,
};

/** Radio-style tabs under the basic info (spec 2.9); 动态记录 is active by default and the choice is in `?tab=`. */
export function UserRecordTabs({ uid }: { uid: number }) {
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const active = oneOf(url.tab, TAB_VALUES) ?? 'messages';

  return (
    <Flex vertical gap={16}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        options={TABS.map((tab) => ({ value: tab.value, label: tab.label }))}
        value={active}
        onChange={(event) => setUrl({ tab: String(event.target.value) }, { replace: true })}
        aria-label="用户记录"
      />
      {TABLES[active](uid)}
    </Flex>
  );
}
