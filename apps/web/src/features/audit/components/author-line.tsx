import { ROUTES } from '@ops/contracts/paths';
import { Flex } from 'antd';
import { Link } from 'react-router';
import { SecondaryText } from '@/components/plain-text';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';

interface AuthorLineProps {
  userId: number;
  nickname: string;
  /** The avatar; null shows the default icon; undefined (the list has none) shows no avatar at all. */
  logo?: string | null;
  createDate: number;
  /** The ID and the date on lines of their own, for narrow cards. */
  stacked?: boolean;
}

const META_STYLE = { fontSize: 12, whiteSpace: 'nowrap' } as const;
const NICKNAME_STYLE = { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Who posted it and when: avatar, nickname, the author ID linking to the user detail, the creation date. */
export function AuthorLine({ userId, nickname, logo, createDate, stacked = false }: AuthorLineProps) {
  const idLink = (
    <SecondaryText style={META_STYLE}>
      用户ID{' '}
      <Link to={ROUTES.userDetail(userId)} title={`查看用户 ${userId} 的详情`}>
        {userId}
      </Link>
    </SecondaryText>
  );
  const date = <time dateTime={new Date(createDate).toISOString()}>{formatDateTime(createDate)}</time>;

  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      {logo === undefined ? null : <UserAvatar src={logo} size={36} alt={`${nickname}的头像`} />}
      <Flex vertical style={{ minWidth: 0, lineHeight: 1.6 }}>
        {/* CSS ellipsis and the full name on hover: antd's measured ellipsis cost every card a layout pass. */}
        <strong title={nickname} style={NICKNAME_STYLE}>
          {nickname}
        </strong>
        {stacked ? (
          <>
            {idLink}
            <SecondaryText style={META_STYLE}>{date}</SecondaryText>
          </>
        ) : (
          <SecondaryText style={META_STYLE}>
            {idLink}
            <span aria-hidden> · </span>
            {date}
          </SecondaryText>
        )}
      </Flex>
    </Flex>
  );
}
