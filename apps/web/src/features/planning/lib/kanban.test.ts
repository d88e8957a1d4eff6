import { describe, expect, it } from "vitest";
import { adjacentStatus, KANBAN_COLUMNS } from "./kanban.ts";

describe("Kanban columns", () => {
  it("follows a shift's life left to right", () => {
    expect(KANBAN_COLUMNS).toEqual(["scheduled", "in_progress", "completed", "cancelled"]);
  });

  it("moves one column with the arrow keys and stops at the ends", () => {
    expect(adjacentStatus({ status: "scheduled", step: 1 })).toBe("in_progress");
    expect(adjacentStatus({ status: "completed", step: -1 })).toBe("in_progress");
    expect(adjacentStatus({ status: "scheduled", step: -1 })).toBeNull();
    expect(adjacentStatus({ status: "cancelled", step: 1 })).toBeNull();
  });
});
