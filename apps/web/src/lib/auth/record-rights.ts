import { mayOnRecord, scopeOf, type TRecordAction, type TRecordKind, type TRecordRef } from "@hts/domain";
import { useAuth } from "./auth-context.tsx";

export type RecordRights = {
  /** True when the role may do `action` on some records of the kind (to show a "create" button). */
  atAll: (kind: TRecordKind, action: TRecordAction) => boolean;
  /**
   * True when the signed-in user may do `action` on this record (decision 015). The web does not know
   * the sites an agent works on: a record the server sent is on one of them, so a "sites" scope is
   * granted here and the server has the last word.
   */
  on: (kind: TRecordKind, action: TRecordAction, record: TRecordRef) => boolean;
};

/** The record policy for the signed-in user, to hide what the server would refuse. */
export function useRecordRights(): RecordRights {
  const { user } = useAuth();
  return {
    atAll: (kind, action) => (user ? scopeOf({ role: user.role, kind, action }) !== "none" : false),
    on: (kind, action, record) => {
      if (!user) return false;
      const scope = scopeOf({ role: user.role, kind, action });
      if (scope === "sites") return true;
      return mayOnRecord({
        caller: { userId: user.id, role: user.role, siteIds: [] },
        kind,
        action,
        record,
      });
    },
  };
}
