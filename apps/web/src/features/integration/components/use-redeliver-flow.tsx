import type { BatchResult } from '@ops/contracts/moderation';
import { App, Flex } from 'antd';
import { useRedeliverEvents } from '../api/redeliver-events';
import { useRedeliverFailed } from '../api/redeliver-failed';
import { redeliveredAllText, redeliveredText, skippedLines, skippedTitle } from './redeliver-feedback';

/**
 * Runs 重新投递 and tells the operator what happened: the events sent again, and each skipped one with the reason.
 * Failures (e.g. an event purged meanwhile) are toasted by the api client.
 */
export function useRedeliverFlow() {
  const events = useRedeliverEvents();
  const failed = useRedeliverFailed();
  const { message, notification } = App.useApp();

  const redeliver = async (sequences: readonly number[]): Promise<BatchResult | null> => {
    let result: BatchResult;
    try {
      result = await events.mutateAsync(sequences);
    } catch {
      return null;
    }
    if (result.done.length > 0) message.success(redeliveredText(result.done));
    if (result.skipped.length > 0) {
      notification.warning({
        key: 'integration-skipped',
        title: skippedTitle(result.skipped),
        description: (
          <Flex vertical gap={2}>
            {skippedLines(result.skipped).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Flex>
        ),
        duration: 8,
      });
    }
    return result;
  };

  const redeliverAll = async (): Promise<void> => {
    try {
      const { count } = await failed.mutateAsync();
      if (count > 0) message.success(redeliveredAllText(count));
      else message.info(redeliveredAllText(count));
    } catch {
      // the api client has shown the reason
    }
  };

  return { redeliver, redeliverAll, redelivering: events.isPending, redeliveringAll: failed.isPending };
}
