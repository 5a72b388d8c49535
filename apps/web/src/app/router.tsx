import { ROUTES } from '@ops/contracts/paths';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BootSpinner } from '@/components/boot-spinner';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { LoginPage } from '@/features/auth/pages/login-page';
import { registerNavigate } from '@/lib/auth-redirect';
import { HomeRedirect } from './home-redirect';
import { appRoutes } from './routes';

const pageRoutes: RouteObject[] = appRoutes.map((route) => ({
  path: route.path,
  // The module's `preload` is the menu's (app/press-preload.ts), not a route property.
  lazy: () => route.lazy().then(({ Component }) => ({ Component })),
  ErrorBoundary: RouteErrorBoundary,
}));

export const router = createBrowserRouter([
  {
    // Part of the first load, not lazy: a first visit lands here, and a lazy route would cost one more round trip
    // before the form shows. It carries no antd (features/auth/components/auth-controls.tsx).
    path: ROUTES.login,
    Component: LoginPage,
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    // Outside the shell, like the login page: a new password or two-factor login before anything else.
    path: ROUTES.accountSetup,
    lazy: () => import('@/features/auth/pages/account-setup-page').then((module) => ({ Component: module.AccountSetupPage })),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: BootSpinner,
  },
  {
    path: '/',
    lazy: () => import('./layout/app-layout').then((module) => ({ Component: module.AppLayout })),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: BootSpinner,
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
