import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { demoRequests } from "../../db/schema.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { operatorEmails } from "./platform-operators.service.ts";

/**
 * Tells every platform operator of a new demo request by e-mail (issue 29). Sent after the request is
 * stored and answered: a slow or failing mail server never loses the request nor delays the visitor;
 * the console lists it either way. The operators' mail is in French, the platform's working language.
 */
export async function notifyDemoRequest({
  db,
  mailer,
  publicUrl,
  request,
  log,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  request: typeof demoRequests.$inferSelect;
  log: Pick<FastifyBaseLogger, "warn">;
}): Promise<void> {
  try {
    const recipients = await operatorEmails(db);
    for (const to of recipients)
      await mailer.send({
        to,
        subject: `Nouvelle demande de démonstration : ${request.company}`,
        text: [
          `${request.firstName} ${request.lastName} (${request.company}) demande une démonstration.`,
          `E-mail : ${request.email}`,
          `Téléphone : ${request.phone}`,
          `Nombre de sites : ${request.sitesRange}`,
          ...(request.message ? [`Message : ${request.message}`] : []),
          "",
          `Console de l'exploitant : ${publicUrl}/platform`,
        ].join("\n"),
      });
  } catch (error) {
    log.warn({ err: error, demoRequest: request.id }, "avis de demande de démonstration non envoyé");
  }
}
