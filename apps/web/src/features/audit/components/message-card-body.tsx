import type { MessageListItem } from '@ops/contracts/posts';
import { AuthorLine } from './author-line';
import { ImageCarousel } from './image-carousel';
import { PostText } from './post-text';

/** An image-and-text post on its audit card (spec 2.6): author, text, images. */
export function MessageCardBody({ item }: { item: MessageListItem }) {
  return (
    <>
      <AuthorLine userId={item.userId} nickname={item.nickname} logo={item.userLogo} createDate={item.createDate} />
      <PostText text={item.text} />
      <div style={{ marginTop: 'auto' }}>
        <ImageCarousel images={item.medias} label={`动态 ${item.id} `} />
      </div>
    </>
  );
}
