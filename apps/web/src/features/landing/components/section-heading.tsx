import { cn } from "@/lib/cn";

export type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle: string;
  className?: string;
};

/** The h2 and lead paragraph every landing section starts with; `id` is for aria-labelledby. */
export function SectionHeading({ id, title, subtitle, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto mb-12 max-w-2xl text-center", className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p>
    </div>
  );
}
