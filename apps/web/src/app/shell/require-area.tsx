import { can, type TArea } from "@hts/domain/auth/roles.rules";
import { Outlet } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { lazyNamed } from "../lazy-named.ts";

const AccessDeniedPage = lazyNamed(() => import("./access-denied-page.tsx"), "AccessDeniedPage");

/**
 * Screens a role may not open (same table as the sidebar and the server) show an honest refusal
 * instead of the screen: hiding the link is not enough when someone types the URL.
 */
export function RequireArea({ area }: { area: TArea }) {
  const { user } = useAuth();
  if (!user || !can({ role: user.role, area, level: "read" })) return <AccessDeniedPage />;
  return <Outlet />;
}
