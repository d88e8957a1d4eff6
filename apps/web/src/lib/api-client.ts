import { ApiError } from "./api-error.ts";
import { markSessionEnded } from "./auth/session-ended.ts";
import { formatDetail } from "./format-detail.ts";
import { clearSession, readToken } from "./session-storage.ts";
import { isBackgroundNow } from "./user-activity.ts";

const BASE = "/api";
const NETWORK_ERROR = "Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.";

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is for FormData/Blob. */
  body?: unknown;
  /** Appended as ?key=value; null and undefined values are skipped. */
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful body; "blob" for file exports. Default "json". */
  responseType?: "json" | "blob" | "text";
  /**
   * Calls whose 401 means "wrong credentials" (login) or that end the session anyway (logout, the start-up
   * session check) must not bounce the browser to /login.
   */
  skipAuthRedirect?: boolean;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

/** The full response, for callers that need headers such as `X-Total-Count`. */
export async function apiRequestRaw<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const { method = "GET", body, query, signal, responseType = "json", skipAuthRedirect = false } = options;
  // The server writes its messages in this language (decision 014); i18n keeps <html lang> current.
  const language = document.documentElement.lang || "fr";
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": language,
    ...options.headers,
  };
  const token = readToken();
  // A caller may bring its own token (the platform operator's console, decision 106).
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  // Without recent activity, a call does not keep an idle session alive (company autoLogout).
  if (token && isBackgroundNow()) headers["X-HTS-Background"] = "1";

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    // Only with a body: Fastify rejects an empty request that claims to be JSON.
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR, detail: null });
  }

  if (!response.ok) {
    const detail = await readDetail(response);
    if (response.status === 401 && !skipAuthRedirect)
      redirectToLogin(token !== null && readToken() === token);
    // Company rules the server enforces on every call (issue 10): a maintenance page, or the forced step.
    if (response.status === 503 && response.headers.get("x-hts-maintenance")) redirectTo("/maintenance");
    if (response.status === 403 && response.headers.get("x-hts-restriction")) redirectTo("/dashboard");
    throw new ApiError({ status: response.status, message: formatDetail(detail), detail });
  }

  return {
    data: await readBody<T>(response, responseType),
    headers: response.headers,
    status: response.status,
  };
}

export async function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequestRaw<T>(path, options)).data;
}

type Options = Omit<ApiRequestOptions, "method" | "body">;

/** Shorthands: `api.get<TSite[]>("/sites", { query: { q } })`, `api.post<TSite>("/sites", input)`. */
export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};

function buildUrl(path: string, query: ApiRequestOptions["query"]): string {
  const url = `${BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}

async function readDetail(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as { detail?: unknown }).detail;
  } catch {
    // A proxy's HTML error page, for instance: never shown to the user.
    return undefined;
  }
}

async function readBody<T>(response: Response, responseType: ApiRequestOptions["responseType"]): Promise<T> {
  if (responseType === "blob") return (await response.blob()) as T;
  if (responseType === "text") return (await response.text()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function redirectTo(target: string): void {
  if (`${window.location.pathname}${window.location.search}` !== target) window.location.assign(target);
}

function redirectToLogin(hadSession: boolean): void {
  // A call that carried the current session and was refused: that session has ended (idle expiry,
  // revoked). One sent before a sign-out and answered after it says nothing.
  if (hadSession) markSessionEnded("ended");
  clearSession();
  // A full navigation drops every in-memory trace of the old session (query cache, auth state).
  if (window.location.pathname !== "/login") window.location.assign("/login");
}
