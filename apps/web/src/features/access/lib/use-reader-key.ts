import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { getReaderInfo, type ReaderInfo } from "../api/reader-api.ts";

const STORAGE_KEY = "hts.readerKey";

/** Reads the key from `#key=...` (the link of the key dialog), keeps it on the device, clears the URL. */
function initialKey(): string {
  const match = /(?:^#|&)key=([^&]+)/.exec(window.location.hash);
  if (match?.[1]) {
    const key = decodeURIComponent(match[1]);
    localStorage.setItem(STORAGE_KEY, key);
    window.history.replaceState(null, "", window.location.pathname);
    return key;
  }
  return localStorage.getItem(STORAGE_KEY) ?? "";
}

/**
 * The reader device's key (kept in this browser) and the access point it opens. A key the server
 * refuses (401) is forgotten, so the device shows the key form again with the reason.
 */
export function useReaderKey() {
  const { t } = useTranslation();
  const [key, setKey] = useState(initialKey);
  const [info, setInfo] = useState<ReaderInfo | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    getReaderInfo(key)
      .then((found) => !cancelled && setInfo(found))
      .catch((error) => {
        if (cancelled) return;
        setInfo(null);
        setKeyError(
          isApiError(error) && error.status === 401 ? t("access.reader.invalidKey") : error.message,
        );
        if (isApiError(error) && error.status === 401) {
          localStorage.removeItem(STORAGE_KEY);
          setKey("");
        }
      });
    return () => {
      cancelled = true;
    };
  }, [key, t]);

  return {
    key,
    info,
    keyError,
    use(value: string) {
      setKeyError(null);
      localStorage.setItem(STORAGE_KEY, value);
      setKey(value);
    },
    forget() {
      localStorage.removeItem(STORAGE_KEY);
      setKey("");
      setInfo(null);
    },
  };
}
