import { z } from 'zod';

export const UserListQuery = z.object({
  /** Include deactivated users. */
  includeDeleted: z.stringbool().default(false),
});

export const UserDetailQuery = z.object({
  /** Include group membership and replacement details (always included; accepted for the spec). */
  detailed: z.stringbool().default(false),
});

export const IdParams = z.object({ id: z.uuid('Validation_Guid') });
