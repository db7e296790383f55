import nodemailer from 'nodemailer';
import type { MailSender } from './mailSender';

/** Where an SMTP URL sends to, without its credentials: `smtp://mail.example.com:587`. */
export function smtpTarget(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'SMTP (unreadable SMTP_URL)';
  }
}

/** A sender that delivers through the SMTP server of `smtpUrl` (`smtp://` or `smtps://`, credentials in the URL). */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
