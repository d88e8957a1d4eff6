import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string };

/**
 * Sends e-mail through SMTP (`SMTP_URL`, sender `MAIL_FROM`). Without SMTP the message is written to
 * the log instead, links included, so a local instance stays usable; server.ts says so at start.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly options: {
      smtpUrl: string | undefined;
      from: string;
      log: Pick<FastifyBaseLogger, "info">;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.options.log.info({ mail: message }, "e-mail non envoyé (SMTP_URL absent) : message écrit ici");
      return;
    }
    await this.transport.sendMail({ from: this.options.from, ...message });
  }

  close(): void {
    this.transport?.close();
  }
}
