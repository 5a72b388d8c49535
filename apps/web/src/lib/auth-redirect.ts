import { ROUTES } from '@ops/contracts/paths';

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its client-side navigation so a 401 does not reload the page. */
export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

/** Accepts only same-origin paths: `/x` but not `//host` or `/\host`, and never the login page itself. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTES.users;
  if (value === ROUTES.login || value.startsWith(`${ROUTES.login}?`)) return ROUTES.users;
  return value;
}

export function loginPathFor(returnTo: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Sends the operator to the login page, remembering where they were (path + search). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === ROUTES.login) return;
  navigate(loginPathFor(`${pathname}${search}`));
}
