import { App, Flex } from 'antd';
import { useBlockItemImages } from '../api/block-item-images';
import { blocklistFeedback } from './blocklist-feedback';

/** Adds a rejected item's images to 图片黑库 and says what happened: a success toast, or a notice naming what was not added. */
export function useImageBlocklist(targetType: 'post' | 'video') {
  const mutation = useBlockItemImages();
  const { message, notification } = App.useApp();

  return async (targetId: number): Promise<void> => {
    // On failure the api client has shown the reason.
    const result = await mutation.mutateAsync({ targetType, targetId }).catch(() => null);
    if (!result) return;
    const feedback = blocklistFeedback(result);
    if (feedback.skipped.length === 0) {
      message.success({ key: `blocklist-${targetId}`, content: feedback.title });
      return;
    }
    notification.warning({
      key: `blocklist-${targetId}`,
      title: feedback.title,
      description: (
        <Flex vertical gap={2}>
          {feedback.skipped.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Flex>
      ),
      duration: 8,
    });
  };
}
