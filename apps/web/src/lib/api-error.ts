/** Every failed API call rejects with this; `message` is ready to show to the user (French). */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;

  constructor({ status, message, detail }: { status: number; message: string; detail: unknown }) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
