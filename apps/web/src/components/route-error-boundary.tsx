import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

/** Used when even the error view cannot be loaded (the network is gone): plain text, nothing to fetch. */
function PlainErrorView() {
  return (
    <p role="alert" style={{ padding: 48, textAlign: 'center' }}>
      页面出错了，请检查网络后刷新重试。
    </p>
  );
}

// Loaded only when a route fails, so the first screen does not carry Result and Typography.
const RouteErrorView = lazy(() =>
  import('./route-error-view').then(
    (module) => ({ default: module.RouteErrorView }),
    () => ({ default: PlainErrorView }),
  ),
);

/** Every route's error boundary. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}
