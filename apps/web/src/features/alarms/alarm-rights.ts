import { scopeOf, type TAlarm, type TRecordAction, type TRole } from "@hts/domain";

/**
 * What the signed-in user may do to an alarm they see, from the record policy (decision 015): an alarm
 * on screen is one the server let them read, so a "sites" scope holds for it; "own" means assigned to them.
 */
export function mayOnAlarm(
  user: { id: string; role: TRole } | null,
  action: Exclude<TRecordAction, "create">,
  alarm: Pick<TAlarm, "assignedUserId">,
): boolean {
  if (!user) return false;
  const scope = scopeOf({ role: user.role, kind: "alarm", action });
  if (scope === "company" || scope === "sites") return true;
  if (scope === "own") return alarm.assignedUserId === user.id;
  return false;
}
