import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";

/** The centred card of the public account pages (forgotten password, reset, invitation, maintenance). */
export function AccountCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <CardDescription>{subtitle}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}
