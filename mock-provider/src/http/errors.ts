/**
 * A refusal the provider answers with `status: 'failed'`. `data` is what the spec says a
 * path puts there on failure (the message again for /register-customer, `{ message }` for
 * /insert-sales-order); null otherwise.
 */
export class ProviderError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  constructor(statusCode: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ProviderError';
    this.statusCode = statusCode;
    this.data = data;
  }
}

export const badRequest = (message: string, data: unknown = null) => new ProviderError(400, message, data);
export const notFound = (message: string) => new ProviderError(404, message);
/** The spec's client clears the session on any 403, so every token or ownership refusal is one. */
export const forbidden = (message = 'Akses ditolak') => new ProviderError(403, message);
export const conflict = (message: string, data: unknown = null) => new ProviderError(409, message, data);
