import type { BlockedImage } from '@ops/contracts/screening';
import { App, Card, Flex, Typography } from 'antd';
import { useStayWithinLastPage } from '@/lib/table';
import { useImageBlocklist } from '../api/get-image-blocklist';
import { useRemoveBlockedImage } from '../api/remove-blocked-image';
import { BlockedImageTable } from '../components/blocked-image-table';
import { SCREENING_TITLES } from '../components/screening-titles';
import { useImageListState } from '../components/use-image-list-state';

/** 图片黑库: the images the machine rejects on sight (and ones like them); added from the audit boards, removed here. */
export function ImageBlocklistPage() {
  const { params, setUrl } = useImageListState();
  const images = useImageBlocklist(params);
  const remove = useRemoveBlockedImage();
  const { message } = App.useApp();

  useStayWithinLastPage(
    { loaded: images.data !== undefined && !images.isFetching, total: images.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const removeImage = (image: BlockedImage) => remove.mutate(image.id, { onSuccess: () => message.success('已移出图片黑库') });

  return (
    <Card title={SCREENING_TITLES.imageBlocklist}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          新动态的图片或新视频的封面与黑库中的图片相同或相似时，机审直接拒绝。在「图文审核」「视频审核」中拒绝内容时勾选“加入图片黑库”即可加入。
        </Typography.Text>
        <BlockedImageTable
          paging={params}
          data={images.data}
          loading={images.isPending || images.isPlaceholderData}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
          onPage={(paging) => setUrl({ page: paging.page, pagesize: paging.pagesize })}
          onRemove={removeImage}
        />
      </Flex>
    </Card>
  );
}
