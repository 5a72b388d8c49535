import type { UserDetail } from '@ops/contracts/users';
import { Descriptions, Flex, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { UserAvatar } from '@/components/user-avatar';
import { EMPTY_TEXT, formatDateTime, orDash } from '@/lib/format';
import { AccountStatus } from './account-status';
import styles from './user-basic-info.module.css';

interface UserBasicInfoProps {
  user: UserDetail;
  onFreeze: () => void;
  onUnfreeze: () => void;
}

function region(user: UserDetail): string {
  const parts = [user.province, user.city].filter((part) => part !== '');
  if (parts.length === 0) return EMPTY_TEXT;
  return user.province === user.city ? user.city : parts.join(' ');
}

function TagList({ tags }: { tags: string }) {
  const list = tags
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (list.length === 0) return <>{EMPTY_TEXT}</>;
  return (
    <Space size={[0, 8]} wrap>
      {list.map((tag, index) => (
        <Tag key={`${tag}-${index}`} color="purple">
          #{tag}
        </Tag>
      ))}
    </Space>
  );
}

/** The basic info panel of the user detail page (spec 2.9). */
export function UserBasicInfo({ user, onFreeze, onUnfreeze }: UserBasicInfoProps) {
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: '用户ID', children: user.id },
    { key: 'mobile', label: '账号', children: orDash(user.mobile) },
    { key: 'nickname', label: '昵称', children: orDash(user.nickname) },
    { key: 'sex', label: '性别', children: user.sex },
    { key: 'age', label: '年龄', children: orDash(user.age) },
    { key: 'income', label: '收入', children: user.income === null ? EMPTY_TEXT : `${user.income} 元` },
    { key: 'occupation', label: '职业', children: orDash(user.occupation) },
    { key: 'countBeLiked', label: '被喜欢数', children: user.countBeLiked },
    { key: 'countLiked', label: '喜欢数', children: user.countLiked },
    { key: 'countMatching', label: '匹配数', children: user.countMatching },
    { key: 'created', label: '注册时间', children: formatDateTime(user.created) },
    { key: 'lastActiveTime', label: '最后活跃时间', children: formatDateTime(user.lastActiveTime) },
    { key: 'region', label: '注册地区', children: region(user) },
    { key: 'lastLoginLocation', label: '最后登录地', children: orDash(user.lastLoginLocation) },
    { key: 'signature', label: '个性签名', span: 'filled', children: orDash(user.personalSignature) },
    { key: 'tags', label: '标签', span: 'filled', children: <TagList tags={user.tags} /> },
    {
      key: 'status',
      label: '账号状态',
      span: 'filled',
      children: <AccountStatus user={user} onFreeze={onFreeze} onUnfreeze={onUnfreeze} />,
    },
  ];

  return (
    <Flex vertical gap={20}>
      <Flex align="center" gap={16}>
        <UserAvatar src={user.logo} size={72} alt={`${user.nickname}的头像`} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis={{ tooltip: user.nickname }}>
            {user.nickname}
          </Typography.Title>
          <Flex gap={16} wrap>
            <Typography.Text type="secondary">用户ID：{user.id}</Typography.Text>
            <Typography.Text type="secondary">账号：{orDash(user.mobile)}</Typography.Text>
          </Flex>
        </Flex>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={items}
        className={styles.info}
        styles={{ label: { width: 128, whiteSpace: 'nowrap' }, content: { wordBreak: 'break-word' } }}
      />
    </Flex>
  );
}
