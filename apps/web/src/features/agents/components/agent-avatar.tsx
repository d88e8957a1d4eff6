import { useState } from "react";
import { cn } from "@/lib/cn";
import { initials } from "./agent-status.ts";

/** The agent's photo, or their initials when there is none or it fails to load. */
export function AgentAvatar({
  name,
  photo,
  className,
}: {
  name: string;
  photo: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn("size-12 shrink-0 rounded-full", className);
  if (photo && !broken) {
    // Decorative: the name is printed next to it.
    return <img src={photo} alt="" className={cn(base, "object-cover")} onError={() => setBroken(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, "flex items-center justify-center bg-accent text-sm font-semibold text-primary")}
    >
      {initials(name)}
    </span>
  );
}
