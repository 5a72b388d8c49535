/**
 * The spinner shown while a route's code loads. Plain markup styled by index.html, so that it needs
 * nothing else to load first (antd's Spin would bring antd to the login route).
 */
export function BootSpinner({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className="boot-spinner" role="status" aria-live="polite">
      <span className="boot-spinner-dot" aria-hidden="true" />
      <span>{tip}</span>
    </div>
  );
}
