import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

// E-mail over SMTP (nodemailer), set by environment variables; without them the channel is off.

export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** Whether e-mail is set up: SMTP_URL, or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASSWORD). */
export const smtpConfigured = (config: Config): boolean => Boolean(config.SMTP_URL || config.SMTP_HOST);

/** A mailer of the configured SMTP server, or null when none is configured. */
export function createMailer(config: Config): Mailer | null {
  if (!smtpConfigured(config)) return null;
  const transport: Transporter = config.SMTP_URL
    ? createTransport(config.SMTP_URL)
    : createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_PORT === 465,
        auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      });
  return {
    send: async (to, subject, text) => {
      await transport.sendMail({ from: config.SMTP_FROM, to, subject, text });
    },
  };
}
