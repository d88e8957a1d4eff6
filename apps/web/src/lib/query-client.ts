import { QueryClient } from "@tanstack/react-query";
import { i18n } from "@/i18n/i18n";
import { isApiError } from "./api-error.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network errors and 5xx may.
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});

// Texts the server wrote (alarm actions, conflicts, notifications) are in the language of the request:
// a new language fetches them again.
i18n.on("languageChanged", () => {
  void queryClient.invalidateQueries();
});
