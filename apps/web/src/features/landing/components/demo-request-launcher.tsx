import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

const loadDialog = () => import("./demo-request-dialog.tsx");
const DemoRequestDialog = lazy(async () => ({ default: (await loadDialog()).DemoRequestDialog }));

/**
 * State for the demo-request modal. Its code (form, zod schema, dialog) is fetched on the first hover or
 * focus of a button that opens it, or at the latest on the click, never with the landing page itself.
 */
export function useDemoRequestLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a draft typed in the form survives closing the modal.
  const [mounted, setMounted] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const prepare = useCallback(() => {
    void loadDialog().catch(() => undefined);
  }, []);

  const openDialog = useCallback(() => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    setOpen(true);
  }, []);

  const element = mounted ? (
    <Suspense fallback={open ? <DialogLoading /> : null}>
      <DemoRequestDialog open={open} onOpenChange={setOpen} returnFocusRef={returnFocusRef} />
    </Suspense>
  ) : null;

  return { openDialog, prepare, element };
}

/** Shown only if the click beat the download (slow network, no hover on touch screens). */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-navy/60">
      <div className="rounded-lg bg-background p-5 shadow-xl">
        <Spinner className="size-6" label={t("landing.demo.loading")} />
      </div>
    </div>
  );
}
