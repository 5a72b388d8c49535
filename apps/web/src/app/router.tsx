import { ROUTES } from '@ops/contracts/paths';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpin } from '@/components/full-page-spin';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { registerNavigate } from '@/lib/auth-redirect';
import { HomeRedirect } from './home-redirect';
import { appRoutes } from './routes';

const pageRoutes: RouteObject[] = appRoutes.map((route) => ({
  path: route.path,
  lazy: route.lazy,
  ErrorBoundary: RouteErrorBoundary,
}));

export const router = createBrowserRouter([
  {
    path: ROUTES.login,
    lazy: () => import('@/features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage })),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpin,
  },
  {
    // Outside the shell, like the login page: a new password or two-factor login before anything else.
    path: ROUTES.accountSetup,
    lazy: () => import('@/features/auth/pages/account-setup-page').then((module) => ({ Component: module.AccountSetupPage })),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpin,
  },
  {
    path: '/',
    lazy: () => import('./layout/app-layout').then((module) => ({ Component: module.AppLayout })),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpin,
    children: [
      { index: true, Component: HomeRedirect },
      ...pageRoutes,
      {
        path: '*',
        lazy: () => import('@/components/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
  },
]);

registerNavigate((to) => {
  void router.navigate(to, { replace: true });
});
