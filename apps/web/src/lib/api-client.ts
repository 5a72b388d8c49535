import type { ApiError } from '@ops/contracts/common';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { ApiClientError } from './api-error';
import { redirectToAccountSetup, redirectToLogin } from './auth-redirect';
import { notifyError, notifyWarning } from './notify';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No toast at all: the caller shows the failure itself. */
  silent?: boolean;
  /** No toast for these statuses (e.g. a 404 the page renders as a result). */
  silentStatuses?: readonly number[];
  /** 401 is an answer, not an expired session (the login call). */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** The request may outlive the page (e.g. giving back claimed items when the tab closes). */
  keepalive?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fallbackError(status: number): ApiError {
  if (status === 401) return { code: ERROR_CODE.unauthorized, message: MSG.loginRequired };
  if (status === 404) return { code: ERROR_CODE.notFound, message: MSG.notFound };
  if (status >= 500) return { code: ERROR_CODE.serverError, message: MSG.serverError };
  return { code: ERROR_CODE.badRequest, message: MSG.badRequest };
}

/**
 * The server's `{ code, message, field?, index? }`; anything else (a proxy's HTML page) gets the
 * fallback. Checked by hand so that the first screen does not load a schema library.
 */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, field, index } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (index === undefined || (typeof index === 'number' && Number.isInteger(index)))
  );
}

async function readError(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return new ApiClientError(response.status, isApiError(parsed) ? parsed : fallbackError(response.status));
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, { code: 'network_error', message: MSG.networkError });
  }
}

/** 403 answers that mean "not yet": the operator must change their password or turn on two-factor login first. */
const SETUP_FIRST: readonly string[] = [ERROR_CODE.passwordChangeRequired, ERROR_CODE.twoFactorSetupRequired];

export function needsAccountSetup(error: ApiClientError): boolean {
  return error.status === 403 && SETUP_FIRST.includes(error.code);
}

function report(error: ApiClientError, options: RequestOptions): void {
  if (error.status === 401 && !options.skipAuthRedirect) {
    if (!options.silent) notifyWarning(error.message);
    redirectToLogin();
    return;
  }
  if (needsAccountSetup(error)) {
    if (!options.silent) notifyWarning(error.message);
    redirectToAccountSetup();
    return;
  }
  if (options.silent || options.silentStatuses?.includes(error.status)) return;
  notifyError(error.message);
}

/** The one way the web app talks to the API: cookie auth, `{code, message}` errors, 401 → login, 403 setup-first → account setup. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    if (error instanceof ApiClientError) report(error, options);
    throw error;
  }
  if (!response.ok) {
    const error = await readError(response);
    report(error, options);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
