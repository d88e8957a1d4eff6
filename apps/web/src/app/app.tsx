import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/lib/auth/auth-context";
import { queryClient } from "@/lib/query-client";
import { lazyNamed } from "./lazy-named.ts";
import { router } from "./router.tsx";

// Its own chunk: the service worker's registration (workbox-window) stays off the landing page's budget.
const PwaUpdatePrompt = lazyNamed(() => import("./pwa-update-prompt.tsx"), "PwaUpdatePrompt");

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
        <Suspense fallback={null}>
          <PwaUpdatePrompt />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
