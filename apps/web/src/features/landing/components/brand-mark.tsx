import { ShieldCheck } from "lucide-react";
import { COMPANY } from "@/lib/contact";

/** Logo and name; the caller decides whether it is a link. */
export function BrandMark() {
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-white shadow-sm">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-white">{COMPANY.shortName}</span>
        <span className="hidden text-xs text-navy-muted sm:block">{COMPANY.legalName}</span>
      </span>
    </span>
  );
}
