import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export type CapturedMail = { to: string[]; subject: string; text: string };

export type SmtpCapture = {
  url: string;
  mails: CapturedMail[];
  /** The first mail to `to` (optionally matching), waiting up to 10 s for it to arrive. */
  waitFor(to: string, match?: (mail: CapturedMail) => boolean): Promise<CapturedMail>;
};

/**
 * A real SMTP server (the smtp-server package) on a free local port, for the length of a test file:
 * the API sends through nodemailer exactly as in production and the test reads what arrived.
 * `onUrl` receives its address before the app is built (pass the app's config overrides).
 */
export function useSmtpCapture(onUrl: (url: string) => void): SmtpCapture {
  const capture = { url: "", mails: [] as CapturedMail[] } as SmtpCapture;
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            capture.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    capture.url = `smtp://127.0.0.1:${port}`;
    onUrl(capture.url);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  capture.waitFor = async (to, match = () => true) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = capture.mails.find((m) => m.to.includes(to) && match(m));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`aucun e-mail reçu pour ${to}`);
  };
  return capture;
}

/** The link of a mail that starts with `${base}${path}`, e.g. the reset or invitation link. */
export function linkIn(mail: CapturedMail, path: string): URL {
  const found = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!found) throw new Error(`pas de lien ${path} dans : ${mail.text}`);
  return new URL(found[0]);
}
