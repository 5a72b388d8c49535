import type { MessageListItem } from '@ops/contracts/posts';
import type { MachineReason } from '@ops/contracts/screening';
import { imageFlags } from '@/components/machine-review/image-flags';
import { AuthorLine } from './author-line';
import { ImageCarousel } from './image-carousel';
import { PostText } from './post-text';

const NO_REASONS: readonly MachineReason[] = [];

/** An image-and-text post on its audit card (spec 2.6): author, text, images; what the machine matched is marked. */
export function MessageCardBody({ item }: { item: MessageListItem }) {
  const reasons = item.machineReview?.reasons ?? NO_REASONS;
  return (
    <>
      <AuthorLine userId={item.userId} nickname={item.nickname} logo={item.userLogo} createDate={item.createDate} />
      <PostText text={item.text} reasons={reasons} />
      <div style={{ marginTop: 'auto' }}>
        <ImageCarousel images={item.medias} label={`动态 ${item.id} `} flags={imageFlags(reasons, item.medias)} />
      </div>
    </>
  );
}
