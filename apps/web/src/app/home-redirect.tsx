import { ROUTES } from '@ops/contracts/paths';
import { Navigate } from 'react-router';
import { usePermissions } from '@/lib/operator-access';
import { LazyForbiddenPage } from './lazy-forbidden-page';
import { homePathFor } from './route-access';
import { appRoutes } from './routes';

/** `/`: the user list when the role may open it, else the first page of the menu the role may open. */
export function HomeRedirect() {
  const home = homePathFor(appRoutes, usePermissions(), ROUTES.users);
  if (home === null) return <LazyForbiddenPage />;
  return <Navigate to={home} replace />;
}
