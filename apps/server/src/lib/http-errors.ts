import type { FieldError } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';

/** An error a service throws to answer with a given status; the error plugin shapes it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new HttpError(400, message, fieldErrors);
export const fieldError = (field: string, message: string) =>
  new HttpError(400, message, [{ field, message }]);
export const unauthorized = (message: string = API_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = API_MESSAGES.conflict) => new HttpError(409, message);
