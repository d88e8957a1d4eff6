import type { TCoveragePost } from "@hts/domain";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DAY_TYPES } from "../lib/post-draft.ts";

/** The posts, one line each: slot, agents per day type, qualifications, validity, costs. */
export function CoveragePostsList({
  posts,
  showSite,
  onEdit,
  onDelete,
}: {
  posts: TCoveragePost[];
  showSite: boolean;
  onEdit?: (post: TCoveragePost) => void;
  onDelete?: (post: TCoveragePost) => void;
}) {
  const { t } = useTranslation();
  // Deleting asks twice, in place: the second click on the same line confirms.
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <ul className="grid gap-2" aria-label={t("coverage.list.label")}>
      {posts.map((post) => (
        <li
          key={post.id}
          className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3"
        >
          <div className="grid min-w-0 gap-1">
            <p className="font-medium">
              {showSite && post.site_name ? `${post.site_name} · ` : ""}
              {post.name}{" "}
              <span className="text-muted-foreground">{`${post.start_time}–${post.end_time}`}</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {DAY_TYPES.map((type) => `${t(`coverage.dayTypes.${type}`)} ${post.required[type]}`).join(
                " · ",
              )}
            </p>
            <div className="flex flex-wrap gap-1">
              {post.qualifications.map((code) => (
                <Badge key={code} variant="secondary">
                  {code}
                </Badge>
              ))}
              {(post.valid_from || post.valid_to) && (
                <Badge variant="outline">
                  {t("coverage.list.validity", { from: post.valid_from ?? "…", to: post.valid_to ?? "…" })}
                </Badge>
              )}
              <Badge variant="outline">
                {t("coverage.list.costs", { missing: post.missing_cost, extra: post.extra_cost })}
              </Badge>
            </div>
          </div>
          {(onEdit || onDelete) && (
            <div className="flex gap-1">
              {onEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(post)}
                  aria-label={t("coverage.list.edit", { name: post.name })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              )}
              {onDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  onClick={() => {
                    if (confirming === post.id) onDelete(post);
                    else setConfirming(post.id);
                  }}
                  aria-label={t(
                    confirming === post.id ? "coverage.list.confirmDelete" : "coverage.list.delete",
                    { name: post.name },
                  )}
                >
                  <Trash2 aria-hidden="true" />
                  {confirming === post.id && t("coverage.list.confirm")}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
