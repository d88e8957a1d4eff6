import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";

/** What the incidents and interventions lists say, already translated. */
export type ReportEntriesTexts = {
  legend: string;
  description: string;
  required: string;
  added: string;
  add: string;
  none: string;
  list: string;
  remove(index: number): string;
};

/** What the form gives to a list of report entries. */
export type ReportEntriesProps<T> = {
  items: T[];
  onAdd(entry: T): void;
  onRemove(index: number): void;
  disabled?: boolean;
};

/**
 * A list of report entries with a required description (incidents, interventions): a small form adds one
 * at a time (the spec's 'Incident ajouté' and its description check), the list below shows them with a
 * remove button each. The caller lays out its own inputs around the description and renders an entry.
 */
export function ReportEntriesField<T extends { description: string }>({
  items,
  onAdd,
  onRemove,
  disabled,
  empty,
  texts,
  clean,
  renderFields,
  renderEntry,
}: ReportEntriesProps<T> & {
  empty: T;
  texts: ReportEntriesTexts;
  /** The entry as stored, from the draft (trimmed texts). */
  clean(draft: T): T;
  renderFields(args: {
    id: string;
    draft: T;
    update(patch: Partial<T>): void;
    description: ReactNode;
  }): ReactNode;
  renderEntry(entry: T, index: number): ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<T>(empty);
  const [error, setError] = useState<string>();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const update = (patch: Partial<T>) => setDraft((current) => ({ ...current, ...patch }));

  const add = () => {
    if (!draft.description.trim()) {
      setError(texts.required);
      toast({ variant: "destructive", title: t("common.error"), description: texts.required });
      descriptionRef.current?.focus();
      return;
    }
    onAdd(clean(draft));
    setDraft(empty);
    setError(undefined);
    toast({ variant: "success", title: texts.added });
    descriptionRef.current?.focus();
  };

  const description = (
    <FormField id={`${id}-description`} label={texts.description} required error={error}>
      <Textarea
        ref={descriptionRef}
        rows={3}
        aria-required="true"
        {...fieldAria(`${id}-description`, error)}
        value={draft.description}
        onChange={(event) => {
          update({ description: event.target.value } as Partial<T>);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
    </FormField>
  );

  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="sr-only">{texts.legend}</legend>
      <div className="grid gap-4 rounded-md border border-border bg-muted/40 p-3 sm:p-4">
        {renderFields({ id, draft, update, description })}
        <Button variant="secondary" onClick={add} className="w-full sm:w-auto sm:justify-self-start">
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.none}</p>
      ) : (
        <ol className="grid gap-2" aria-label={texts.list}>
          {items.map((entry, index) => (
            // Entries have no id before the report is saved; the list only grows or loses items.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-3 rounded-md border border-border bg-card p-3">
              <div className="min-w-0 flex-1">{renderEntry(entry, index)}</div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onRemove(index)}
                aria-label={texts.remove(index + 1)}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
