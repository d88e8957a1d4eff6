import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { useSmtpCapture } from "../../../test/smtp-capture.ts";
import type { AppConfig } from "../../config.ts";
import { users } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "./clients-test-helpers.ts";

// The e-mails of a client's request (issue 25, decision 125) through a real SMTP server: the client
// user who filed it receives one at each step (received, taken in hand, answered, closed, reopened), in
// his own language, with the link to his portal; a change that says nothing new sends nothing.

const overrides: Partial<AppConfig> = { publicUrl: "http://hts.test" };
const smtp = useSmtpCapture((url) => {
  overrides.smtpUrl = url;
});
const ctx = useTestApp(overrides);

describe("a client's request by e-mail", () => {
  it("mails the client who filed it at each step, in his language", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const alpha = await createClientWithSites(ctx.app, admin.token, { name: "Alpha", sites: ["Quai 1"] });
    const site = alpha.siteIds[0] as string;
    const fr = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: alpha.id });
    const en = await createClientUser(ctx.app, ctx.database, admin.token, {
      clientId: alpha.id,
      name: "Ann Client",
    });
    await ctx.database.db.update(users).set({ language: "en" }).where(eq(users.id, en.id));
    const managerEmail = uniqueEmail("manager");
    await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: "Max Manager", email: managerEmail, password: "motdepasse-2026", role: "manager" },
    });
    const manager = as(ctx.app, (await login(ctx.app, managerEmail, "motdepasse-2026")).token);
    const mailsTo = (to: string) =>
      smtp.mails.filter((m) => m.to.includes(to) && !m.subject.startsWith("Invitation"));
    // Each step is one more mail to its author: wait for it, then read it.
    const nextMail = async (to: string, count: number) => {
      await smtp.waitFor(to, () => mailsTo(to).length >= count);
      expect(mailsTo(to)).toHaveLength(count);
      return mailsTo(to)[count - 1] as (typeof smtp.mails)[number];
    };
    const file = async (token: string, subject: string) => {
      const res = await as(
        ctx.app,
        token,
      )({
        method: "POST",
        url: "/api/portal/requests",
        payload: {
          siteId: site,
          kind: "extra_guard",
          subject,
          body: "Un agent de plus samedi.",
          wantedDate: "2026-12-05",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const answer = async (id: string, payload: object) => {
      const res = await manager({ method: "PATCH", url: `/api/client-requests/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };

    // Received: in French for the French user.
    await file(fr.token, "Inventaire samedi");
    await ctx.app.mailWorker.runOnce();
    const receipt = await nextMail(fr.email, 1);
    expect(receipt.subject).toBe("Demande reçue : Inventaire samedi");
    expect(receipt.text).toContain("pour le site Quai 1");
    expect(receipt.text).toContain("Agent supplémentaire");
    expect(receipt.text).toContain("http://hts.test/portail");

    // Every step in English for the English user.
    const id = await file(en.token, "Stocktaking on Saturday");
    await ctx.app.mailWorker.runOnce();
    const received = await nextMail(en.email, 1);
    expect(received.subject).toBe("Request received: Stocktaking on Saturday");
    expect(received.text).toContain("Hello Ann Client");
    expect(received.text).toContain("(Extra guard) for the site Quai 1");

    await answer(id, { status: "in_progress" });
    await ctx.app.mailWorker.runOnce();
    expect((await nextMail(en.email, 2)).subject).toBe("Request in hand: Stocktaking on Saturday");

    // The same status again without an answer tells nothing new: no mail.
    await answer(id, { status: "in_progress" });
    await answer(id, { answer: "Un agent de 8 h à 18 h : Jean N." });
    await ctx.app.mailWorker.runOnce();
    const answered = await nextMail(en.email, 3);
    expect(answered.subject).toBe("Answer to your request: Stocktaking on Saturday");
    expect(answered.text).toContain("Un agent de 8 h à 18 h : Jean N.");

    await answer(id, { status: "closed" });
    await ctx.app.mailWorker.runOnce();
    const closed = await nextMail(en.email, 4);
    expect(closed.subject).toBe("Request closed: Stocktaking on Saturday");
    expect(closed.text).toContain("with this answer:\n\nUn agent de 8 h à 18 h : Jean N.");
    expect(closed.text).toContain("http://hts.test/portail");

    await answer(id, { status: "open" });
    await ctx.app.mailWorker.runOnce();
    expect((await nextMail(en.email, 5)).subject).toBe("Request reopened: Stocktaking on Saturday");
    // The French user heard only of his own request.
    expect(mailsTo(fr.email)).toHaveLength(1);
  });
});
