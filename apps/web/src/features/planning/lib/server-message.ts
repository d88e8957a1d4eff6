import { isApiError } from "@/lib/api-error";

/**
 * Spec part 2, section 8: "server message, else <fallback>". A network failure or a server error
 * without a detail gets the screen's own sentence rather than a generic one.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.detail !== undefined && error.detail !== null && error.message) {
    return error.message;
  }
  return fallback;
}
