import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachedEvidence } from "@/components/attached-evidence";
import { AttachedSnapshots } from "@/components/attached-snapshots";
import { FormField, fieldAria } from "@/components/form-field";
import type { SignaturePadHandle } from "@/components/signature-pad";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth/auth-context";
import { useReportSites } from "../api/get-report-sites.ts";
import { IncidentsField } from "./incidents-field.tsx";
import { InterventionsField } from "./interventions-field.tsx";
import { Section } from "./report-form-section.tsx";
import { ReportGeneralSection } from "./report-general-section.tsx";
import { ReportValidationSection } from "./report-validation-section.tsx";
import { useDevicePosition } from "./use-device-position.ts";
import { type TField, useSecurityReportSave } from "./use-security-report-save.ts";

const TEXT_FIELDS = ["repairs", "improvements", "observations", "comments"] as const;

/**
 * The security report form (spec part 2, sections 2, 3, 5): creates a draft, or saves changes to the
 * draft given in `editing`. The body is checked with the API's own schema before it is sent, so the
 * messages are the spec's and the server's.
 */
export function SecurityReportForm({
  editing,
  onDoneEditing,
}: {
  editing: TSecurityReport | null;
  onDoneEditing(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const responsibleName = user?.name ?? "";
  const sites = useReportSites();
  const { position, locate } = useDevicePosition();
  const signatureRef = useRef<SignaturePadHandle>(null);
  const [signature, setSignature] = useState<string | null>(null);
  // Decision 016: an edit keeps the stored signature unless the user removes it on purpose.
  const [removeSignature, setRemoveSignature] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another draft (or a new report) starts unsigned
  useEffect(() => {
    signatureRef.current?.clear();
    setRemoveSignature(false);
  }, [editing]);

  // A draft keeps the position it was written at; a new report takes the device's.
  const geolocation = editing
    ? (editing.geolocation ?? "")
    : position.status === "ready"
      ? position.value
      : "";

  const { form, incidents, interventions, onSubmit, busy } = useSecurityReportSave({
    editing,
    responsibleName,
    geolocation,
    signature,
    removeSignature,
    siteName: (siteId) => sites.data?.find((site) => site.id === siteId)?.name ?? "",
    onSaved: () => signatureRef.current?.clear(),
    onDoneEditing,
  });
  const { register, formState, watch } = form;
  const incidentValues = watch("incidents");
  const interventionValues = watch("interventions");
  const err = (name: TField) => formState.errors[name]?.message;
  const aria = (name: TField) => fieldAria(`${id}-${name}`, err(name));
  const fields = { id, form, err, aria };

  return (
    <Card className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold leading-tight">
          {editing ? t("securityReports.form.editTitle") : t("securityReports.form.title")}
        </h2>
        <CardDescription>
          {editing
            ? t("securityReports.form.editDescription", { site: editing.siteName })
            : t("securityReports.form.description")}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <form noValidate onSubmit={onSubmit} className="grid gap-8" aria-busy={busy}>
          <ReportGeneralSection
            {...fields}
            geolocation={geolocation}
            position={editing ? null : position}
            onLocate={locate}
          />

          <Section title={t("securityReports.form.incidents")}>
            <IncidentsField
              items={incidentValues}
              onAdd={(incident) => incidents.append(incident, { shouldFocus: false })}
              onRemove={(index) => incidents.remove(index)}
              disabled={busy}
            />
            {/* Camera snapshots attached to this draft's incidents from the cameras screen (issue 14). */}
            {editing && (
              <AttachedSnapshots
                path={`/security-reports/${editing.id}/snapshots`}
                queryKey={["security-reports", editing.id, "snapshots"]}
              />
            )}
            {/* Video clips exported from a camera's recording and attached to this report (issue 30). */}
            {editing && <AttachedEvidence reportId={editing.id} />}
            <div className="grid gap-1.5 sm:max-w-xs">
              <label htmlFor={`${id}-total`} className="text-sm font-medium">
                {t("securityReports.form.totalIncidents")}
              </label>
              {/* Follows the list (the server stores incidents.length): shown, not typed. */}
              <Input
                id={`${id}-total`}
                readOnly
                value={incidentValues.length}
                aria-describedby={`${id}-total-hint`}
                className="bg-muted font-semibold tabular-nums"
              />
              <p id={`${id}-total-hint`} className="text-xs text-muted-foreground">
                {t("securityReports.form.totalIncidentsHint")}
              </p>
            </div>
          </Section>

          <Section title={t("securityReports.form.interventions")}>
            <InterventionsField
              items={interventionValues}
              onAdd={(intervention) => interventions.append(intervention, { shouldFocus: false })}
              onRemove={(index) => interventions.remove(index)}
              disabled={busy}
            />
          </Section>

          <Section title={t("securityReports.form.followUp")}>
            <div className="grid gap-4 lg:grid-cols-2">
              {TEXT_FIELDS.map((name) => (
                <FormField
                  key={name}
                  id={`${id}-${name}`}
                  label={t(`securityReports.form.${name}`)}
                  hint={t("forms.optional")}
                  error={err(name)}
                >
                  <Textarea rows={3} {...aria(name)} {...register(name)} />
                </FormField>
              ))}
            </div>
          </Section>

          <ReportValidationSection
            {...fields}
            editing={editing}
            busy={busy}
            signatureRef={signatureRef}
            signature={signature}
            onSignature={setSignature}
            removeSignature={removeSignature}
            onRemoveSignature={setRemoveSignature}
          />

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onDoneEditing} disabled={busy} className="w-full sm:w-auto">
                {t("securityReports.form.cancelEdit")}
              </Button>
            )}
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {editing
                ? busy
                  ? t("securityReports.form.saving")
                  : t("securityReports.form.save")
                : busy
                  ? t("securityReports.form.submitting")
                  : t("securityReports.form.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
