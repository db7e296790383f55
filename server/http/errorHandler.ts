import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { loggableError } from './errorLog';
import { RequestValidationError } from './validation';

type ErrorBody = {
  Message: string;
  Code: string;
  Status: number;
  /** Per field a message key, or a list of messages (an edited workflow's problems). */
  Errors?: Record<string, string> | string[];
  /** On 5xx answers: the id under which the failure was logged, for support. */
  RequestId?: string;
};

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

// Data exceptions (class 22) and values too large for an index (54000) are bad input the checks
// before the database did not catch: a 400, not a server failure.
const isBadInput = (state: string | undefined) => Boolean(state?.startsWith('22') || state === '54000');

function bodyOf(error: FastifyError | AppError | RequestValidationError | Error): ErrorBody {
  if (error instanceof AppError) {
    return {
      Message: error.message,
      Code: error.code,
      Status: error.status,
      Errors: error.messages ?? error.fieldErrors,
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      Message: 'Validation_Failed',
      Code: 'Validation_Failed',
      Status: 400,
      Errors: error.fieldErrors,
    };
  }
  if (isBadInput(sqlStateOf(error))) return { Message: 'Bad_Request', Code: 'Bad_Request', Status: 400 };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500)
    return { Message: 'Internal_Server_Error', Code: 'Internal_Server_Error', Status: status };
  if (status === 413) return { Message: 'Request_Too_Large', Code: 'Request_Too_Large', Status: status };
  if (status === 415)
    return { Message: 'Unsupported_Media_Type', Code: 'Unsupported_Media_Type', Status: status };
  return { Message: 'Bad_Request', Code: 'Bad_Request', Status: status };
}

/**
 * One error handler: spec keys for the client, no internals in 5xx answers. Every 5xx is logged with
 * its request id (the logger writes errors even when request logging is off) and answers that id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = bodyOf(error);
    if (body.Status >= 500) {
      request.log.error({ err: loggableError(error), reqId: request.id, url: request.url }, 'request failed');
      body.RequestId = request.id;
    }
    return reply.status(body.Status).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ Message: 'Not_Found', Code: 'Not_Found', Status: 404 }),
  );
}
