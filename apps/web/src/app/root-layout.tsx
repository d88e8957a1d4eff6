import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "@/components/page-spinner";

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
