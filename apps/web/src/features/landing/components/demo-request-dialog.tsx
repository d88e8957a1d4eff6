// Loaded on demand (see demo-request-launcher.tsx): zod, react-hook-form and the Radix dialog stay out of
// the landing page's first download.
import { zodResolver } from "@hookform/resolvers/zod";
import { SITE_RANGES, type TDemoRequestInput, ZDemoRequestInput } from "@hts/domain";
import { type RefObject, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField } from "@/components/form-field";
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
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateDemoRequest } from "../api/create-demo-request.ts";

type FormValues = z.input<typeof ZDemoRequestInput>;

const EMPTY: Partial<FormValues> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  message: "",
};

const FIELDS = ["firstName", "lastName", "email", "phone", "company", "sites", "message"] as const;

export type DemoRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close: the dialog is opened from several buttons, none a Radix trigger. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function DemoRequestDialog({ open, onOpenChange, returnFocusRef }: DemoRequestDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useCreateDemoRequest();
  // The form lives outside the dialog content so a draft survives an accidental close; only a successful
  // submission clears it.
  const form = useForm<FormValues, unknown, TDemoRequestInput>({
    resolver: zodResolver(ZDemoRequestInput),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const busy = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
      toast({
        variant: "destructive",
        title: t("landing.demo.errorTitle"),
        description: error instanceof Error ? error.message : t("common.genericError"),
      });
      return;
    }
    toast({
      variant: "success",
      title: t("landing.demo.successTitle"),
      description: t("landing.demo.successDescription"),
    });
    // No argument: back to the defaults, and the native form.reset() also clears the select.
    reset();
    onOpenChange(false);
  });

  const field = (name: (typeof FIELDS)[number]) => {
    const error = formState.errors[name]?.message;
    return {
      fieldProps: { id: `${id}-${name}`, error },
      inputProps: {
        id: `${id}-${name}`,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-${name}-error` : undefined,
        ...register(name),
      },
    };
  };
  const firstName = field("firstName");
  const lastName = field("lastName");
  const email = field("email");
  const phone = field("phone");
  const company = field("company");
  const sites = field("sites");
  const message = field("message");

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("landing.demo.title")}</DialogTitle>
          <DialogDescription>{t("landing.demo.description")}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the French messages under each field replace the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("landing.demo.firstName")} {...firstName.fieldProps}>
              <Input autoComplete="given-name" {...firstName.inputProps} />
            </FormField>
            <FormField label={t("landing.demo.lastName")} {...lastName.fieldProps}>
              <Input autoComplete="family-name" {...lastName.inputProps} />
            </FormField>
          </div>
          {/* The spec's order: e-mail, phone, company, number of sites. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("landing.demo.email")} {...email.fieldProps}>
              <Input type="email" autoComplete="email" {...email.inputProps} />
            </FormField>
            <FormField label={t("landing.demo.phone")} {...phone.fieldProps}>
              <Input type="tel" autoComplete="tel" {...phone.inputProps} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("landing.demo.company")} {...company.fieldProps}>
              <Input autoComplete="organization" {...company.inputProps} />
            </FormField>
            <FormField label={t("landing.demo.sites")} {...sites.fieldProps}>
              <Select {...sites.inputProps}>
                <option value="">{t("landing.demo.sitesPlaceholder")}</option>
                {SITE_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {range}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormField
            label={t("landing.demo.message")}
            hint={t("landing.demo.optional")}
            {...message.fieldProps}
          >
            <Textarea rows={3} placeholder={t("landing.demo.messagePlaceholder")} {...message.inputProps} />
          </FormField>
          <DialogFooter className="pt-2">
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {busy ? t("landing.demo.submitting") : t("landing.demo.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
