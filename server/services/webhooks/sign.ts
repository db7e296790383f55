import { createHmac } from 'node:crypto';
import { signedContent } from '../../../domain/api/webhooks';

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the webhook's secret: the X-Ledgerline-Signature header. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(signedContent(timestamp, body), 'utf8').digest('hex')}`;
}
