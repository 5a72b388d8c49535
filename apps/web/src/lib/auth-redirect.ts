import { ROUTES } from '@ops/contracts/paths';

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its client-side navigation so a 401 does not reload the page. */
export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

const isPage = (value: string, page: string) => value === page || value.startsWith(`${page}?`);

/**
 * Accepts only same-origin paths: `/x` but not `//host` or `/\host`, and never the login or account setup page
 * itself; anything else goes to `/`, which leads to the first page the operator's role may open.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (isPage(value, ROUTES.login) || isPage(value, ROUTES.accountSetup)) return '/';
  return value;
}

export function loginPathFor(returnTo: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`;
}

/** The account setup page, then back to `returnTo` (a page of the console) once nothing is pending. */
export function accountSetupPathFor(returnTo: string): string {
  const target = safeRedirect(returnTo);
  return target === '/' ? ROUTES.accountSetup : `${ROUTES.accountSetup}?redirect=${encodeURIComponent(target)}`;
}

/** Sends the operator to the login page, remembering where they were (path + search). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === ROUTES.login) return;
  navigate(loginPathFor(`${pathname}${search}`));
}

/** Sends an operator who must first change their password or turn on two-factor login to the account setup page. */
export function redirectToAccountSetup(): void {
  const { pathname, search } = window.location;
  if (pathname === ROUTES.accountSetup || pathname === ROUTES.login) return;
  navigate(accountSetupPathFor(`${pathname}${search}`));
}
