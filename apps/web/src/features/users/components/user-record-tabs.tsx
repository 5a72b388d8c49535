import { Flex, Radio } from 'antd';
import { oneOf, useUrlState } from '@/lib/url-state';
import { FreezeHistoryTable } from './freeze-history-table';
import { LoginLogTable } from './login-log-table';

const TABS = [
  { value: 'logins', label: '登录记录' },
  { value: 'freezes', label: '冻结记录' },
] as const;
const TAB_VALUES = TABS.map((tab) => tab.value);
const URL_DEFAULTS = { tab: 'logins' };

/** Radio-style tabs under the basic info (spec 2.9); the first is active by default and the choice is in `?tab=`. */
export function UserRecordTabs({ uid }: { uid: number }) {
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const active = oneOf(url.tab, TAB_VALUES) ?? 'logins';

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
      {active === 'logins' ? <LoginLogTable uid={uid} /> : <FreezeHistoryTable uid={uid} />}
    </Flex>
  );
}
