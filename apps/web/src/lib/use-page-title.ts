import { useEffect } from "react";

/** Sets the tab title so screen-reader users and history entries know which screen this is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - HTS` : "HTS - High Tech Security";
  }, [title]);
}
