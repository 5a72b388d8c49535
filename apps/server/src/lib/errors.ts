import { ERROR_CODE, type ErrorCode, MSG } from '@ops/contracts/messages';

/** A known failure with its HTTP status, stable code and the Chinese message shown to the operator. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** 0-based position of the bad item when a list was sent. */
    readonly index?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.badRequest, field?: string, index?: number) =>
  new AppError(400, ERROR_CODE.badRequest, message, field, index);
export const unauthorized = (message: string = MSG.loginRequired) => new AppError(401, ERROR_CODE.unauthorized, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, ERROR_CODE.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODE.conflict, message);

/** A refusal that lifts by itself (e.g. login throttling): 429, and the seconds to wait for a `Retry-After` header. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ERROR_CODE.tooManyRequests, message);
    this.name = 'RetryLaterError';
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) => new RetryLaterError(message, retryAfterSeconds);
