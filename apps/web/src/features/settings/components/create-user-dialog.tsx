import { ROLES, type TRole } from "@hts/domain";
import { Loader2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useCreateUser } from "../api/create-user.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  role: "operator" as TRole,
  mode: "invitation" as "invitation" | "password",
  password: "",
};

/** New account of any role: an invitation by e-mail, or a temporary password changed at first login. */
export function CreateUserDialog() {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const { mode, password, phone, ...rest } = values;
      await create.mutateAsync({
        ...rest,
        phone: phone || null,
        ...(mode === "password" ? { password, mustChangePassword: true } : {}),
      });
      toast({
        title:
          mode === "invitation"
            ? t("settings.users.invitedToast", { email: values.email })
            : t("settings.users.created"),
        variant: "success",
      });
      setValues(EMPTY);
      setOpen(false);
    } catch (error) {
      setErrors(fieldErrors(error));
      toastError(t("settings.errorTitle"), error, t("common.genericError"));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t("settings.users.add")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.users.add")}</DialogTitle>
          <DialogDescription>{t("settings.users.description")}</DialogDescription>
        </DialogHeader>
        <form id="create-user" onSubmit={onSubmit} noValidate className="grid gap-3">
          <FormField id="new-user-name" label={t("settings.users.name")} required error={errors.name}>
            <Input
              {...fieldAria("new-user-name", errors.name)}
              value={values.name}
              onChange={(e) => set("name", e.target.value)}
            />
          </FormField>
          <FormField id="new-user-email" label={t("settings.users.email")} required error={errors.email}>
            <Input
              {...fieldAria("new-user-email", errors.email)}
              type="email"
              value={values.email}
              onChange={(e) => set("email", e.target.value)}
            />
          </FormField>
          <FormField id="new-user-phone" label={t("settings.users.phone")} error={errors.phone}>
            <Input
              {...fieldAria("new-user-phone", errors.phone)}
              type="tel"
              value={values.phone}
              onChange={(e) => set("phone", e.target.value)}
            />
          </FormField>
          <FormField id="new-user-role" label={t("settings.users.role")} required>
            <Select
              id="new-user-role"
              value={values.role}
              onChange={(e) => set("role", e.target.value as TRole)}
            >
              {/* Client users are invited from their client's page (issue 25). */}
              {ROLES.filter((r) => r !== "client").map((r) => (
                <option key={r} value={r}>
                  {t(`shell.roles.${r}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="new-user-mode" label={t("settings.users.mode")}>
            <Select
              id="new-user-mode"
              value={values.mode}
              onChange={(e) => set("mode", e.target.value as "invitation" | "password")}
            >
              <option value="invitation">{t("settings.users.modeInvitation")}</option>
              <option value="password">{t("settings.users.modePassword")}</option>
            </Select>
          </FormField>
          {values.mode === "password" && (
            <FormField
              id="new-user-password"
              label={t("settings.users.temporaryPassword")}
              required
              hint={t("settings.users.temporaryHint")}
              error={errors.password}
            >
              <Input
                {...fieldAria("new-user-password", errors.password)}
                type="text"
                autoComplete="off"
                value={values.password}
                onChange={(e) => set("password", e.target.value)}
              />
            </FormField>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="create-user" disabled={create.isPending}>
            {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t("settings.users.create")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
