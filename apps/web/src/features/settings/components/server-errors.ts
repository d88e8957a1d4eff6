import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";

/** Field errors of a 422 (`loc: ["body", field]`), keyed by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.detail)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.detail as { loc?: unknown[]; msg?: string }[]) {
    const field = issue.loc?.[1];
    if (typeof field === "string" && issue.msg && !out[field]) out[field] = issue.msg;
  }
  return out;
}

/** The server's message in a destructive toast titled `title`. */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast({
    title,
    description: isApiError(error) && error.message ? error.message : fallback,
    variant: "destructive",
  });
}
