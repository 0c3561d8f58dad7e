import type { MailTransport } from '@linkloom/services';
import nodemailer from 'nodemailer';

/** The real mail server behind `SMTP_URL`. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
  };
}
