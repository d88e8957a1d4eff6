import type { ReactNode } from "react";

/** A titled part of the report form ('Informations générales', 'Incidents', ...). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h3 className="border-b border-border pb-2 text-base font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}
