import type { ReactNode } from "react";

type SectionProps = { icon: ReactNode; title: string; description?: string; children: ReactNode };

/** A titled group of the registration form (the company, its administrator). */
export function Section({ icon, title, description, children }: SectionProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 flex items-center gap-2 text-base font-semibold text-foreground [&_svg]:size-5 [&_svg]:text-primary">
        {icon}
        {title}
      </legend>
      {description && <p className="-mt-2 text-sm text-muted-foreground">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
