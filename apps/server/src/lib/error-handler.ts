import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './errors.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { applySecurityHeaders } from './security-headers.ts';

interface ErrorBody {
  code: string;
  message: string;
  field?: string;
  index?: number;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度有误',
  FST_ERR_BAD_URL: '请求地址格式有误',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
};

const CHINESE = /[\u4e00-\u9fff]/;

/** Our schemas speak Chinese; a library's English default is replaced by a Chinese line naming the field. */
function validationMessage(detail: string | undefined, field: string | undefined): string {
  if (detail && CHINESE.test(detail)) return detail;
  return field ? `参数 ${field} 格式有误` : '请求参数格式有误';
}

/** The first bad input: its dotted path as `field` and, inside a list, the item's 0-based `index`. */
function validationErrorBody(instancePath: string, detail: string | undefined): ErrorBody {
  const segments = instancePath.split('/').filter((segment) => segment !== '');
  const field = segments.join('.') || undefined;
  const message = validationMessage(detail, field);
  const position = segments.find((segment) => /^\d+$/.test(segment));
  if (position === undefined) return { code: ERROR_CODE.badRequest, message, ...(field ? { field } : {}) };
  const index = Number(position);
  return { code: ERROR_CODE.badRequest, message: `第 ${index + 1} 项：${message}`, field, index };
}

/** PostgreSQL class 22 (data exception): input the database refused, e.g. a NUL byte in text. */
function isInvalidDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function codeForStatus(status: number): string {
  if (status === 401) return ERROR_CODE.unauthorized;
  if (status === 403) return ERROR_CODE.forbidden;
  if (status === 404) return ERROR_CODE.notFound;
  if (status === 409) return ERROR_CODE.conflict;
  if (status === 413) return ERROR_CODE.payloadTooLarge;
  if (status === 415) return ERROR_CODE.unsupportedMediaType;
  if (status === 429) return ERROR_CODE.tooManyRequests;
  return ERROR_CODE.badRequest;
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (`/manage/users/%E0%A4%A`) or a
 * path parameter over its length limit, answered as `{code, message}` like every other 4xx
 * instead of Fastify's English default.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  // The router answers before any hook runs, so the onSend hook that adds them does not either.
  applySecurityHeaders(request, reply);
  void reply.status(status).send({ code: ERROR_CODE.badRequest, message: FRAMEWORK_MESSAGES[error.code] ?? MSG.badRequest });
}

/** One error handler: known errors → status + `{code, message}`; 5xx text is hidden and logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      if (error.index !== undefined) body.index = error.index;
      // A refusal that lifts by itself says when (any throttle: logins, integration tokens).
      if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      return reply.status(400).send(validationErrorBody(issue?.instancePath ?? '', issue?.message));
    }
    if (isInvalidDataError(error)) {
      return reply.status(400).send({ code: ERROR_CODE.badRequest, message: MSG.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      // The pool reconnects on the next call; clients may retry after a few seconds.
      return reply.status(503).header('retry-after', '5').send({ code: ERROR_CODE.unavailable, message: MSG.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? MSG.badRequest;
      return reply.status(status).send({ code: codeForStatus(status), message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ERROR_CODE.serverError, message: MSG.serverError });
  });
}
