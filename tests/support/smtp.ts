/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives,
 * and can be stopped and started again on the same port to test delivery retries.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: string; body: string };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far, and the credentials of each AUTH. */
  connections: () => number;
  logins: Array<{ user: string; pass: string }>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Where tests send the agency's notification mail. */
export const TEST_NOTIFY_EMAIL_TO = "owner@vaigaidigital.in";

/** The server's mail settings for delivering to a test SMTP server at `smtpUrl`. */
export function mailEnv(smtpUrl: string): Record<string, string> {
  return { SMTP_URL: smtpUrl, MAIL_FROM: "Website <site@vaigaidigital.in>", NOTIFY_EMAIL_TO: TEST_NOTIFY_EMAIL_TO };
}

/** Decodes quoted-printable text (nodemailer's choice for long or non-ASCII lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
  } catch {
    return bytes;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function createSmtpServer({ running = true } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const logins: Array<{ user: string; pass: string }> = [];
  let connections = 0;
  let server: SMTPServer | null = null;

  async function start(): Promise<void> {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // Loopback only: lets a test see the credentials a client logs in with.
      allowInsecureAuth: true,
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onAuth(auth, _session, callback) {
        logins.push({ user: auth.username ?? "", pass: auth.password ?? "" });
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const split = raw.indexOf("\r\n\r\n");
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            headers: raw.slice(0, split).replace(/\r\n[ \t]+/g, " "),
            body: decodeQuotedPrintable(raw.slice(split + 4)),
          });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        listening.off("error", reject);
        resolve();
      });
    });
    // smtp-server re-emits a client's connection error (ECONNRESET when a site process is
    // killed mid-mail, as the crash test does) on the server: a real mail server shrugs.
    listening.on("error", () => {});
  }

  async function stop(): Promise<void> {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  if (running) await start();
  return { port, url: `smtp://127.0.0.1:${port}`, received, connections: () => connections, logins, start, stop };
}
