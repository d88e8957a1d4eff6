import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format-date";
import { useAcknowledgements } from "../api/post-orders-api.ts";

/** Who acknowledged which version, and who among the agents due on the site has not yet. */
export function AcknowledgementsPanel({ postOrderId }: { postOrderId: string }) {
  const { t, i18n } = useTranslation();
  const acks = useAcknowledgements(postOrderId);
  const data = acks.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("postOrders.acknowledgements")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!data ? (
          <Spinner />
        ) : (
          <>
            <section>
              <h4 className="font-medium">{t("postOrders.pending")}</h4>
              {data.pending.length === 0 ? (
                <p className="text-muted-foreground">{t("postOrders.nonePending")}</p>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {data.pending.map((p) => (
                    <li key={p.agent_id}>
                      {t("postOrders.pendingLine", {
                        name: p.agent_name,
                        date: formatDateTime(p.next_shift_at, i18n.language),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h4 className="font-medium">{t("postOrders.acknowledged")}</h4>
              {data.acknowledged.length === 0 ? (
                <p className="text-muted-foreground">{t("postOrders.noneAcknowledged")}</p>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {data.acknowledged.map((a) => (
                    <li key={`${a.agent_id}-${a.version_id}`}>
                      {t("postOrders.ackLine", {
                        name: a.agent_name,
                        version: a.version,
                        date: formatDateTime(a.acknowledged_at, i18n.language),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
