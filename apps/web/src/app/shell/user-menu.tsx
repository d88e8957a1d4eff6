import { Building2, ChevronDown, IdCard, LogOut, Phone, Settings, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth/auth-context";
import { MAIN_SUPPORT_PHONE } from "@/lib/contact";
import { townFromAddress } from "./company-town.ts";
import { useAgentLink } from "./use-agent-link.ts";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** Who is signed in, for which company, and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, company, logout } = useAuth();
  const navigate = useNavigate();
  const agent = useAgentLink(Boolean(user));
  if (!user) return null;
  const town = townFromAddress(company?.address);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-white"
          >
            {initials(user.name)}
          </span>
          {/* Read on every screen (it names the button), shown from lg up where there is room. */}
          <span className="sr-only max-w-40 flex-col items-start leading-tight lg:not-sr-only lg:flex">
            <span className="max-w-full truncate text-sm font-semibold">{user.name}</span>
            <span className="text-xs text-muted-foreground">{t(`shell.roles.${user.role}`)}</span>
          </span>
          <ChevronDown className="hidden text-muted-foreground lg:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        {company && (
          <>
            <DropdownMenuSeparator />
            <div className="flex items-start gap-2 px-2 py-1.5 text-sm">
              <Building2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid min-w-0">
                <span className="truncate font-medium" data-testid="user-menu-company">
                  {company.name}
                </span>
                {town && <span className="truncate text-xs text-muted-foreground">{town}</span>}
              </span>
            </div>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/dashboard/my-badge")}>
          <IdCard aria-hidden="true" />
          {t("nav.myBadge")}
        </DropdownMenuItem>
        {/* Issue 22: an account linked to an agent record reaches the agent app from the office. */}
        {agent && (
          <DropdownMenuItem onSelect={() => navigate("/agent")}>
            <Smartphone aria-hidden="true" />
            {t("agentApp.openAgentApp")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate("/dashboard/settings")}>
          <Settings aria-hidden="true" />
          {t("shell.settings")}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`tel:${MAIN_SUPPORT_PHONE.tel}`}>
            <Phone aria-hidden="true" />
            {t("shell.contactSupport", { phone: MAIN_SUPPORT_PHONE.display })}
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={async () => {
            await logout();
            navigate("/login", { replace: true });
          }}
        >
          <LogOut aria-hidden="true" />
          {t("shell.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
