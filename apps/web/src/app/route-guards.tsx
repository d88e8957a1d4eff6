import type { TUser } from "@hts/domain";
import { type ReactNode, Suspense, use } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { isFullCatalogLoaded, loadFullCatalog } from "@/i18n/i18n";
import { useAuth } from "@/lib/auth/auth-context";
import { lazyNamed } from "./lazy-named.ts";

const ForcedStepPage = lazyNamed(
  () => import("@/features/settings/pages/forced-step-page"),
  "ForcedStepPage",
);

/** State given to /login by a protected route, so the login page can send the user back there. */
export type LoginRedirectState = { from?: string };

/**
 * Renders its children (or the child route) once every screen's French texts are loaded: the entry ships
 * only the public pages' ones (decision 048). The nearest Suspense shows its spinner meanwhile; a failed
 * download ends on the route's error page, whose reload button fetches the current build.
 */
export function FullCatalog({ children }: { children?: ReactNode }) {
  if (!isFullCatalogLoaded()) use(loadFullCatalog());
  return children ?? <Outlet />;
}

/**
 * /dashboard and below: spinner while the session is checked, /login without a user; the full text
 * catalog before any authenticated screen.
 */
export function RequireAuth() {
  const { user, loading, session } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner className="min-h-dvh" />;
  if (!user) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  // A forced step (password change, two-factor enrolment): the server refuses everything else.
  if (session?.restriction) {
    return (
      <FullCatalog>
        <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
          <ForcedStepPage />
        </Suspense>
      </FullCatalog>
    );
  }
  return <FullCatalog />;
}

/**
 * Where a signed-in user lands: an agent on a phone-sized screen gets the agent app (issue 22), everyone
 * else the office. `/api/auth/me` does not say whether a user is linked to an agent record yet, so the
 * role decides.
 */
export function homePath(user: Pick<TUser, "role">): string {
  // A client user has only his portal (issue 25).
  if (user.role === "client") return "/portail";
  const narrow = typeof window !== "undefined" && window.matchMedia?.("(max-width: 767px)").matches;
  return user.role === "agent" && narrow ? "/agent" : "/dashboard";
}

/**
 * /login and /register-company: a signed-in user goes to the dashboard, or back to the protected page
 * that sent them to /login. This is also what moves the user on right after a successful login.
 */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    const back = from?.startsWith("/dashboard") || from?.startsWith("/agent") || from?.startsWith("/portail");
    return <Navigate to={back && from ? from : homePath(user)} replace />;
  }
  return <Outlet />;
}

/** /register is only a signpost (spec part 1, section 2). */
export function RegisterRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? homePath(user) : "/register-company"} replace />;
}

/** The office app and the agent app: a client user is sent to his portal instead (issue 25). */
export function StaffOnly() {
  const { user } = useAuth();
  if (user?.role === "client") return <Navigate to="/portail" replace />;
  return <Outlet />;
}

/** The portal: for client users; office users go to their home. */
export function ClientOnly() {
  const { user } = useAuth();
  if (user && user.role !== "client") return <Navigate to={homePath(user)} replace />;
  return <Outlet />;
}
