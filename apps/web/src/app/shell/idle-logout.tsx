import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { markSessionEnded } from "@/lib/auth/session-ended";
import { installActivityTracking, lastActivity, markActivity } from "@/lib/user-activity";

const WARN_BEFORE_MS = 60_000;

/**
 * The company's autoLogout: a minute before the idle expiry (sessionTimeout) a warning, then back to
 * /login with 'Session expirée'. The server expires the session on its own side too.
 */
export function IdleLogout() {
  const { t } = useTranslation();
  const { session, logout } = useAuth();
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState<number | null>(null);
  const enabled = session?.auto_logout === true;
  const timeoutMs = (session?.idle_timeout_minutes ?? 30) * 60_000;
  // The latest callbacks, so a re-render (a new `navigate`) never restarts the timer. The login page
  // says 'Session expirée' (it does so too when a 401 of the server's own expiry gets there first).
  const expire = useRef(() => {});
  expire.current = () => {
    markSessionEnded("idle");
    void logout().then(() => navigate("/login", { replace: true }));
  };

  useEffect(() => {
    if (!enabled) return;
    installActivityTracking();
    const timer = setInterval(() => {
      const left = timeoutMs - (Date.now() - lastActivity());
      if (left <= 0) {
        clearInterval(timer);
        setRemaining(null);
        expire.current();
      } else {
        setRemaining(left <= WARN_BEFORE_MS ? Math.ceil(left / 1000) : null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [enabled, timeoutMs]);

  return (
    <Dialog open={remaining !== null}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t("settings.idle.warningTitle")}</DialogTitle>
          <DialogDescription>{t("settings.idle.warning", { seconds: remaining ?? 0 })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            onClick={() => {
              markActivity();
              setRemaining(null);
              // A call made with activity slides the server's expiry too.
              void api.get("/auth/me").catch(() => undefined);
            }}
          >
            {t("settings.idle.stay")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
