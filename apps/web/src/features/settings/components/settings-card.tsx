import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A company settings card: its title, what the reader may do (edit, or read only), and its form once
 * the settings are loaded — an error with 'Réessayer' or a spinner until then. The form is keyed on the
 * load so a refetch starts it again from the saved values.
 */
export function SettingsCard<T>({
  title,
  description,
  canEdit,
  query,
  children,
}: {
  title: string;
  description: string;
  canEdit: boolean;
  query: UseQueryResult<T>;
  children: (data: T, key: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{canEdit ? description : t("settings.readOnly")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void query.refetch()} />
        ) : query.data !== undefined ? (
          children(query.data, query.dataUpdatedAt)
        ) : (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        )}
      </CardContent>
    </Card>
  );
}
