import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { dismissToast, type ToastVariant, useCurrentToast } from "./toast-store.ts";

// Spec part 1, section 9: 5000 ms, swipe threshold 50, hotkey F8.
const DURATION_MS = 5000;
const SWIPE_THRESHOLD = 50;

const variantClass: Record<ToastVariant, string> = {
  default: "border-border bg-background text-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
  success: "border-success bg-success text-success-foreground",
};

/** Mount once, near the root. Raise toasts with `toast({ title, description, variant })`. */
export function Toaster() {
  const { t } = useTranslation();
  const current = useCurrentToast();
  const variant = current?.variant ?? "default";
  const Icon = variant === "destructive" ? CircleAlert : variant === "success" ? CircleCheck : null;

  return (
    <ToastPrimitive.Provider
      duration={DURATION_MS}
      swipeThreshold={SWIPE_THRESHOLD}
      swipeDirection="right"
      label={t("common.notification")}
    >
      {current && (
        <ToastPrimitive.Root
          // A new id remounts the toast, which restarts the 5 s timer for the replacement.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          // Errors interrupt the screen reader; other news waits for a pause.
          type={variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out",
            variantClass[variant],
          )}
        >
          {Icon && <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute top-3 right-3 rounded-sm p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
            aria-label={t("common.close")}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("common.notifications", { hotkey: "F8" })}
        className="fixed right-0 bottom-0 z-100 flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
