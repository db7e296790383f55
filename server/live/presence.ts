import type { PresenceNotice } from './bus';

/** How long a holder counts without being announced again; each instance re-announces its holders well before. */
export const PresenceTtlMs = 90_000;
export const PresenceRefreshMs = 30_000;

type PresenceUser = { UserId: string; Name: string };

/** A document or source of a tenant whose holders changed, with who has it open now. */
export type PresenceChange = {
  tenantId: string;
  Key: PresenceNotice['Key'];
  Id: string;
  /** The item's company, when it has one: presence follows the same company scope as events. */
  CompanyId: string | null;
  Users: PresenceUser[];
};

type Holding = PresenceUser & { expires: number };

/**
 * Who has which document or source open, across instances: each instance keeps this board from the presence
 * notices on the bus. A holder is one socket; entries expire unless announced again, so an instance that
 * stops without closing its sockets does not leave its users behind.
 */
export class PresenceBoard {
  private readonly items = new Map<string, Map<string, Holding>>();
  private readonly companies = new Map<string, string | null>();

  /** Applies a notice; answers the change when the item's users changed. */
  apply(tenantId: string, notice: PresenceNotice, now: number): PresenceChange | null {
    const key = itemKey(tenantId, notice.Key, notice.Id);
    const holders = this.items.get(key) ?? new Map<string, Holding>();
    const before = usersOf(holders);
    if (notice.Open)
      holders.set(notice.Holder, { UserId: notice.UserId, Name: notice.Name, expires: now + PresenceTtlMs });
    else holders.delete(notice.Holder);
    if (notice.Open && notice.CompanyId !== undefined) this.companies.set(key, notice.CompanyId);
    const CompanyId = this.companies.get(key) ?? null;
    if (holders.size > 0) this.items.set(key, holders);
    else this.forget(key);
    const after = usersOf(holders);
    return sameUsers(before, after)
      ? null
      : { tenantId, Key: notice.Key, Id: notice.Id, CompanyId, Users: after };
  }

  /** Drops the holders not announced within their time; answers the items whose users changed. */
  sweep(now: number): PresenceChange[] {
    const changes: PresenceChange[] = [];
    for (const [key, holders] of this.items) {
      const before = usersOf(holders);
      for (const [holder, holding] of holders) if (holding.expires <= now) holders.delete(holder);
      const CompanyId = this.companies.get(key) ?? null;
      if (holders.size === 0) this.forget(key);
      const after = usersOf(holders);
      if (!sameUsers(before, after)) changes.push({ ...itemOf(key), CompanyId, Users: after });
    }
    return changes;
  }

  /** Everything of a tenant someone has open now: what a socket that just connected is told. */
  snapshot(tenantId: string): PresenceChange[] {
    const changes: PresenceChange[] = [];
    for (const [key, holders] of this.items) {
      const item = itemOf(key);
      if (item.tenantId === tenantId)
        changes.push({ ...item, CompanyId: this.companies.get(key) ?? null, Users: usersOf(holders) });
    }
    return changes;
  }

  private forget(key: string): void {
    this.items.delete(key);
    this.companies.delete(key);
  }

  /** Who has a document or source of a tenant open now. */
  users(tenantId: string, key: PresenceNotice['Key'], id: string): PresenceUser[] {
    return usersOf(this.items.get(itemKey(tenantId, key, id)) ?? new Map());
  }
}

const itemKey = (tenantId: string, key: string, id: string) => `${tenantId}|${key}|${id}`;

function itemOf(item: string): Omit<PresenceChange, 'Users' | 'CompanyId'> {
  const [tenantId = '', key = '', id = ''] = item.split('|');
  return { tenantId, Key: key === 'SourceId' ? 'SourceId' : 'DocumentId', Id: id };
}

/** The distinct users among the holders, by name. */
function usersOf(holders: Map<string, Holding>): PresenceUser[] {
  const byId = new Map<string, PresenceUser>();
  for (const { UserId, Name } of holders.values()) byId.set(UserId, { UserId, Name });
  return [...byId.values()].sort((a, b) => a.Name.localeCompare(b.Name) || a.UserId.localeCompare(b.UserId));
}

const sameUsers = (a: PresenceUser[], b: PresenceUser[]) =>
  a.length === b.length && a.every((user, i) => user.UserId === b[i]?.UserId);
