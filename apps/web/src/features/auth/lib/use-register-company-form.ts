import { zodResolver } from "@hookform/resolvers/zod";
import {
  type TRegisterForm,
  type TRegisterFormInput,
  toRegisterPayload,
  ZRegisterForm,
} from "@hts/domain/auth/register-form.schemas";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useRegisterCompany } from "../api/post-register.ts";

// Spec part 1, section 9: the browser goes to /login 2 seconds after a successful registration.
const REDIRECT_DELAY_MS = 2000;

const DEFAULTS: TRegisterFormInput = {
  companyName: "",
  companyEmail: "",
  companyPhone: "",
  companyAddress: "",
  subscription: "basic",
  adminName: "",
  adminEmail: "",
  adminPhone: "",
  password: "",
  confirmPassword: "",
};

/** The registration form and its sending: on success a toast, then a full navigation to /login. */
export function useRegisterCompanyForm() {
  const { t } = useTranslation();
  const register = useRegisterCompany();
  const [done, setDone] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const form = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: DEFAULTS,
  });

  const onSubmit = form.handleSubmit((values: TRegisterForm) => {
    register.mutate(toRegisterPayload(values), {
      onSuccess: () => {
        setDone(true);
        toast({
          title: t("auth.registerSuccessTitle"),
          description: t("auth.registerSuccessDescription"),
          variant: "success",
        });
        // A full navigation, as the spec says: the new company starts from a clean page.
        redirect.current = window.setTimeout(() => window.location.assign("/login"), REDIRECT_DELAY_MS);
      },
      onError: (failure) => {
        toast({
          title: t("auth.registerErrorTitle"),
          description:
            isApiError(failure) && failure.message ? failure.message : t("auth.registerErrorFallback"),
          variant: "destructive",
        });
      },
    });
  });

  return { form, onSubmit, pending: register.isPending, done };
}
