import type { App } from 'antd';

type FeedbackApis = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

let feedback: FeedbackApis | null = null;
/** Successes said before antd was on the page (the login route has none): shown as soon as it is. */
let pendingSuccesses: string[] = [];

/** The antd `App` registers its context-aware message and notification instances here so plain modules can toast. */
export function registerFeedbackApis(apis: FeedbackApis | null): void {
  feedback = apis;
  if (apis === null) return;
  for (const text of pendingSuccesses) apis.message.success(text);
  pendingSuccesses = [];
}

/** A success toast; said on a page without antd (login), it appears on the next page that has it. */
export function notifySuccess(text: string): void {
  if (feedback) feedback.message.success(text);
  else pendingSuccesses.push(text);
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
