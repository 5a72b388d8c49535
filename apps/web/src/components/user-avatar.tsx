import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useState } from 'react';

interface UserAvatarProps {
  src: string | null | undefined;
  size?: number;
  alt?: string;
}

/** An avatar that falls back to the default user icon when there is no image or it fails to load. */
export function UserAvatar({ src, size = 32, alt = '头像' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : undefined;
  return (
    <Avatar
      size={size}
      src={usable}
      alt={alt}
      icon={<UserOutlined />}
      style={{ flex: 'none', backgroundColor: usable ? undefined : '#c9c4ee' }}
      onError={() => {
        setFailedSrc(src ?? null);
        return true;
      }}
    />
  );
}
