import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { pdfText } from "./security-reports-test-helpers.ts";
import { signaturePng } from "./signature-png.ts";

// Decision 016: editing a draft keeps its signature unless the signature is cleared on purpose.
const ctx = useTestApp();
const SIGNATURE = signaturePng();

describe("security report signature", () => {
  it("survives an edit that leaves it out, is cleared only on purpose, and is printed once finalized", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const siteId = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Site", address: "Paris" } })
    ).json().id;
    const created = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: {
        siteId,
        periodStart: "2026-11-02",
        periodEnd: "2026-11-08",
        responsibleSignature: SIGNATURE,
      },
    });
    const id = created.json().id;
    const read = async () => (await call({ method: "GET", url: `/api/security-reports/${id}` })).json();

    // An edit without the field keeps the signature.
    const edited = await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { observations: "RAS", responsibleName: "Jeanne Martin" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await read()).responsibleSignature).toBe(SIGNATURE);

    // null clears it on purpose, a new drawing replaces it.
    await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { responsibleSignature: null },
    });
    expect(await read()).toMatchObject({ responsibleSignature: null, hasSignature: false });
    await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { responsibleSignature: SIGNATURE },
    });
    await call({ method: "PATCH", url: `/api/security-reports/${id}`, payload: { comments: "Fin" } });
    expect((await read()).hasSignature).toBe(true);

    await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
    const exported = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=pdf` });
    const file = await call({ method: "GET", url: exported.json().url });
    expect((await pdfText(file.rawPayload)).text).not.toContain("Non signé");
  });
});
