import type { TCheckpoint } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { EMPTY_TOUR, tourRequest } from "./tour-form.ts";

const cp = (id: string) => ({ id, name: id }) as TCheckpoint;

describe("tour form request", () => {
  it("keeps the site's order of checkpoints, their windows and a fixed schedule", () => {
    const body = tourRequest(
      { ...EMPTY_TOUR, name: "Nuit", mode: "fixed", times: "02:00, 04:00", stops: { b: "", a: "10" } },
      [cp("a"), cp("b"), cp("c")],
    );
    expect(body.stops).toEqual([
      { checkpoint_id: "a", window_min: 10 },
      { checkpoint_id: "b", window_min: null },
    ]);
    expect(body.schedule).toEqual({ mode: "fixed", times: ["02:00", "04:00"] });
    expect(body.post).toBeNull();
  });
});
