import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { SidebarContent } from "./sidebar.tsx";

// Tailwind's `md` breakpoint: from there the sidebar is a fixed column and the drawer has no purpose.
const DESKTOP = "(min-width: 48rem)";

/**
 * The sidebar as an off-canvas drawer under `md`. A modal dialog gives what a drawer needs: focus moves
 * in and is trapped, Escape and the overlay close it, focus returns to the hamburger button.
 */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  // Widening the window past `md` with the drawer open would leave an invisible modal trapping focus.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label={t("shell.openMenu")}>
          <Menu className="size-5!" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60 data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-2xl focus:outline-none data-[state=open]:animate-fade-in md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{t("shell.menuTitle")}</DialogPrimitive.Title>
          <SidebarContent onNavigate={() => setOpen(false)} showLanguage />
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-2 text-navy-foreground hover:bg-navy-light hover:text-white"
              aria-label={t("shell.closeMenu")}
            >
              <X className="size-5!" aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
