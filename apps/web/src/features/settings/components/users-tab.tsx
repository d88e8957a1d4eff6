import { ROLES, type TRole, type TUserListItem } from "@hts/domain";
import { KeyRound, Mail, Power } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useAgentChoices } from "../api/get-agent-choices.ts";
import { useUsers } from "../api/get-users.ts";
import { useSendUserLink } from "../api/send-user-link.ts";
import { useUpdateUser } from "../api/update-user.ts";
import { CreateUserDialog } from "./create-user-dialog.tsx";
import { toastError } from "./server-errors.ts";
import { TemporaryPasswordDialog } from "./temporary-password-dialog.tsx";

function Status({ user }: { user: TUserListItem }) {
  const { t } = useTranslation();
  if (user.invitation_pending) return <Badge variant="outline">{t("settings.users.invited")}</Badge>;
  return user.active ? (
    <Badge>{t("settings.users.active")}</Badge>
  ) : (
    <Badge variant="destructive">{t("settings.users.inactive")}</Badge>
  );
}

/** Utilisateurs: the company's accounts; administrators manage them, managers read them. */
export function UsersTab({ canEdit, selfId }: { canEdit: boolean; selfId: string }) {
  const { t, i18n } = useTranslation();
  const users = useUsers();
  const agents = useAgentChoices({ enabled: canEdit });
  const update = useUpdateUser();
  const sendLink = useSendUserLink();
  const [resetFor, setResetFor] = useState<{ id: string; name: string } | null>(null);
  const patch = (user: TUserListItem, body: Parameters<typeof update.mutate>[0]["patch"], done: string) =>
    update.mutate(
      { id: user.id, patch: body },
      {
        onSuccess: () => toast({ title: done, variant: "success" }),
        onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
      },
    );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("settings.users.title")}</CardTitle>
          <CardDescription>{t("settings.users.description")}</CardDescription>
        </div>
        {canEdit && <CreateUserDialog />}
      </CardHeader>
      <CardContent>
        {users.isError && (
          <ErrorState message={t("settings.loadError")} onRetry={() => void users.refetch()} />
        )}
        {users.data && users.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("settings.users.empty")}</p>
        )}
        <ul className="grid gap-3">
          {(users.data ?? []).map((u) => (
            <li
              key={u.id}
              className="grid gap-3 rounded-md border p-3 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))] lg:items-center"
              data-testid="user-row"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{u.name}</p>
                <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                <p className="mt-1 flex flex-wrap gap-2 text-xs text-muted-foreground">
                  <Status user={u} />
                  <span>
                    {t("settings.users.twoFactor")} :{" "}
                    {u.two_factor_enabled ? t("settings.users.on") : t("settings.users.off")}
                  </span>
                  <span>
                    {t("settings.users.lastLogin")} :{" "}
                    {u.last_login_at
                      ? formatDateTime(u.last_login_at, i18n.language)
                      : t("settings.users.never")}
                  </span>
                </p>
              </div>
              {canEdit ? (
                <Select
                  aria-label={t("settings.users.roleFor", { name: u.name })}
                  value={u.role}
                  disabled={update.isPending || u.role === "client"}
                  onChange={(e) =>
                    patch(u, { role: e.target.value as TRole }, t("settings.users.roleChanged"))
                  }
                >
                  {ROLES.filter((r) => r !== "client" || u.role === "client").map((r) => (
                    <option key={r} value={r}>
                      {t(`shell.roles.${r}`)}
                    </option>
                  ))}
                </Select>
              ) : (
                <span className="text-sm">{t(`shell.roles.${u.role as TRole}`)}</span>
              )}
              {canEdit ? (
                <Select
                  aria-label={t("settings.users.agentFor", { name: u.name })}
                  value={u.agent_id ?? ""}
                  onChange={(e) =>
                    patch(u, { agentId: e.target.value || null }, t("settings.users.agentLinked"))
                  }
                >
                  <option value="">{t("settings.users.noAgent")}</option>
                  {(agents.data ?? [])
                    .filter((a) => !a.user_id || a.user_id === u.id)
                    .map((a) => (
                      <option key={a.id} value={a.id}>{`${a.name} (${a.badge})`}</option>
                    ))}
                </Select>
              ) : (
                <span className="text-sm">{u.agent_name ?? t("settings.users.noAgent")}</span>
              )}
              {canEdit && (
                <div className="flex flex-wrap gap-2">
                  {u.id !== selfId && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        patch(
                          u,
                          { active: !u.active },
                          u.active ? t("settings.users.deactivated") : t("settings.users.reactivated"),
                        )
                      }
                    >
                      <Power aria-hidden="true" />
                      {u.active ? t("settings.users.deactivate") : t("settings.users.reactivate")}
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={() => setResetFor({ id: u.id, name: u.name })}>
                    <KeyRound aria-hidden="true" />
                    {t("settings.users.resetPassword")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      sendLink.mutate(u.id, {
                        onSuccess: (r) =>
                          toast({
                            title:
                              r.kind === "invitation"
                                ? t("settings.users.linkSentInvitation")
                                : t("settings.users.linkSentReset"),
                            variant: "success",
                          }),
                        onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
                      })
                    }
                  >
                    <Mail aria-hidden="true" />
                    {t("settings.users.sendLink")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        <TemporaryPasswordDialog user={resetFor} onClose={() => setResetFor(null)} />
      </CardContent>
    </Card>
  );
}
