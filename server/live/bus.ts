import { z } from 'zod';
import { LiveEventKinds } from '../../domain/live/events';

/** The channel every instance listens on: live events and presence, announced as they commit. */
export const LiveChannel = 'ledgerline_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MaxPayloadBytes = 7900;

/** Who besides the whole tenant may be meant: one user, or those who may see one company. */
export const LiveAudience = z.object({ UserId: z.uuid().optional(), CompanyId: z.uuid().optional() });
export type LiveAudience = z.infer<typeof LiveAudience>;

const ids = z.array(z.string()).optional();
const LiveEventSchema = z.looseObject({
  Event: z.enum(LiveEventKinds),
  DocumentId: z.string().optional(),
  DocumentIds: ids,
  CompanyId: z.string().optional(),
  UserId: z.string().optional(),
  SourceId: z.string().optional(),
  Message: z.string().optional(),
});

/** What an instance hears about who opened or closed a document or source (presence). */
export const PresenceNotice = z.object({
  Key: z.enum(['DocumentId', 'SourceId']),
  Id: z.uuid(),
  /** The socket that has it open, unique across instances. */
  Holder: z.string(),
  UserId: z.string(),
  Name: z.string(),
  Open: z.boolean(),
  /** The item's company: only those who may see it hear who has it open (none for a source not yet assigned). */
  CompanyId: z.uuid().nullable().optional(),
});
export type PresenceNotice = z.infer<typeof PresenceNotice>;

/** One message on the bus: a tenant's event for an audience, or a presence notice. */
export const BusMessage = z.union([
  z.object({ TenantId: z.uuid(), Audience: LiveAudience.optional(), Event: LiveEventSchema }),
  z.object({ TenantId: z.uuid(), Presence: PresenceNotice }),
]);
export type BusMessage = z.infer<typeof BusMessage>;

/** The bus message in a payload, or null for anything else. */
export function parseBusMessage(payload: string | undefined): BusMessage | null {
  try {
    const parsed = BusMessage.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
