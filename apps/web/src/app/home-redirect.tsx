import { ROUTES } from '@ops/contracts/paths';
import { Navigate } from 'react-router';
import { usePermissions } from '@/lib/operator-access';
import { LazyForbiddenPage } from './lazy-forbidden-page';
import { homePathFor } from './route-access';
import { appRoutes } from './routes';

/** `/` (and so the page after login): the workbench (issue 15, open to every operator), else the first page of the menu the role may open. */
export function HomeRedirect() {
  const home = homePathFor(appRoutes, usePermissions(), ROUTES.workbench);
  if (home === null) return <LazyForbiddenPage />;
  return <Navigate to={home} replace />;
}
