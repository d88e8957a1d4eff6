import type { TClient } from "@hts/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { clientsApi, useClientMutation } from "../api/clients-api.ts";

/** Invite a client user by e-mail: all of the client's sites (none ticked) or the ticked ones. */
export function InviteClientUserDialog({ client, onClose }: { client: TClient | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [siteIds, setSiteIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const invite = useClientMutation(clientsApi.invite);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client) return;
    setError(null);
    invite.mutate(
      { id: client.id, name, email, siteIds },
      {
        onSuccess: () => {
          toast({ title: t("clients.invited", { email }), variant: "success" });
          setName("");
          setEmail("");
          setSiteIds([]);
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const toggle = (id: string) =>
    setSiteIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("clients.invite.title", { client: client?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("clients.invite.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="space-y-1">
            <Label htmlFor="invite-name">{t("clients.invite.name")}</Label>
            <Input id="invite-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="invite-email">{t("clients.invite.email")}</Label>
            <Input id="invite-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("clients.invite.sites")}</legend>
            {client?.sites.map((site) => (
              <label key={site.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={siteIds.includes(site.id)} onChange={() => toggle(site.id)} />
                {site.name}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={invite.isPending || !name.trim() || !email.trim()}>
              {t("clients.invite.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
