import type { ApiError } from '@ops/contracts/common';

/** What every failed API call throws: the HTTP status plus the server's `{ code, message, field }`. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = body.code;
    this.field = body.field;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** A short Chinese reason for any thrown value, for toasts and inline alerts. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError) return error.message;
  return fallback;
}

/** The server's own reason for a failure, unless it is empty or just repeats `title`. */
export function failureReason(error: unknown, title: string): string | undefined {
  if (!(error instanceof ApiClientError) || error.message === '' || error.message === title) return undefined;
  return error.message;
}
