import type { App } from 'antd';

type FeedbackApis = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

let feedback: FeedbackApis | null = null;

/** The antd `App` registers its context-aware message and notification instances here so plain modules can toast. */
export function registerFeedbackApis(apis: FeedbackApis | null): void {
  feedback = apis;
}

/** One toast per distinct text: retries or parallel failures do not stack identical messages. */
export function notifyError(text: string): void {
  feedback?.message.error({ content: text, key: `error:${text}` });
}

export function notifyWarning(text: string): void {
  feedback?.message.warning({ content: text, key: `warning:${text}` });
}

/** A failed operation: its fixed title exactly as written (its own text node), the server's reason below when known. */
export function notifyFailure(title: string, reason?: string): void {
  feedback?.notification.error({ key: `failure:${title}`, title, description: reason });
}
