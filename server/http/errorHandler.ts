import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { RequestValidationError } from './validation';

type ErrorBody = { Message: string; Code: string; Status: number; Errors?: Record<string, string> };

function bodyOf(error: FastifyError | AppError | RequestValidationError | Error): ErrorBody {
  if (error instanceof AppError) {
    return { Message: error.message, Code: error.code, Status: error.status, Errors: error.fieldErrors };
  }
  if (error instanceof RequestValidationError) {
    return {
      Message: 'Validation_Failed',
      Code: 'Validation_Failed',
      Status: 400,
      Errors: error.fieldErrors,
    };
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500)
    return { Message: 'Internal_Server_Error', Code: 'Internal_Server_Error', Status: status };
  if (status === 413) return { Message: 'Request_Too_Large', Code: 'Request_Too_Large', Status: status };
  if (status === 415)
    return { Message: 'Unsupported_Media_Type', Code: 'Unsupported_Media_Type', Status: status };
  return { Message: 'Bad_Request', Code: 'Bad_Request', Status: status };
}

/** One error handler: spec keys for the client, no internals in 5xx answers. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = bodyOf(error);
    if (body.Status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.Status).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ Message: 'Not_Found', Code: 'Not_Found', Status: 404 }),
  );
}
