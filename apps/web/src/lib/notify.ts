import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageInstance | null = null;

/** The antd `App` registers its context-aware message instance here so plain modules can toast. */
export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/** One toast per distinct text: retries or parallel failures do not stack identical messages. */
export function notifyError(text: string): void {
  messageApi?.error({ content: text, key: `error:${text}` });
}

export function notifyWarning(text: string): void {
  messageApi?.warning({ content: text, key: `warning:${text}` });
}
