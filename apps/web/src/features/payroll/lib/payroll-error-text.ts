import { isApiError } from "@/lib/api-error";

/** The server's message when it sent one, otherwise the screen's own wording. */
export const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;
