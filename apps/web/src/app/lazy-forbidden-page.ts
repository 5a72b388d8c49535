import { lazy } from 'react';

/** 无权限, loaded only when a role opens a page it may not: the first screen does not pay for it. */
export const LazyForbiddenPage = lazy(() => import('@/components/forbidden-page').then((module) => ({ default: module.ForbiddenPage })));
