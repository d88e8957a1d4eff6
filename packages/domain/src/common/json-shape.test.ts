import { describe, expect, it } from "vitest";
import { jsonShapeProblem } from "./json-shape.ts";
import { unsafeTextPaths } from "./text-rules.ts";

const limits = { maxDepth: 3, maxItems: 5 };

describe("jsonShapeProblem", () => {
  it("accepts ordinary bodies and counts brackets inside strings as text", () => {
    expect(jsonShapeProblem('{"a":[1,2],"b":{"c":"[[[[,,,,"}}', limits)).toBeNull();
    expect(jsonShapeProblem('"\\"[[[["', limits)).toBeNull();
  });

  it("refuses nesting deeper than the limit, arrays and objects alike", () => {
    expect(jsonShapeProblem("[[[[1]]]]", limits)).toBe("too-deep");
    expect(jsonShapeProblem('{"a":{"b":{"c":{}}}}', limits)).toBe("too-deep");
    expect(jsonShapeProblem(`${"[".repeat(6000)}${"]".repeat(6000)}`)).toBe("too-deep");
  });

  it("refuses more values than the limit", () => {
    expect(jsonShapeProblem("[1,2,3,4,5,6]", limits)).toBe("too-many-items");
    expect(jsonShapeProblem(`[${Array(30_000).fill(0).join(",")}]`)).toBe("too-many-items");
    expect(jsonShapeProblem(`[${Array(1000).fill(0).join(",")}]`)).toBeNull();
  });
});

describe("unsafeTextPaths on deep values", () => {
  it("walks 100,000 levels without a stack overflow and names the path", () => {
    let value: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = unsafeTextPaths(value);
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(100_000);
  });
});
