import type { LiveEvent, LiveEventKind } from '../../domain/live/events';

/** A query-key prefix: invalidating it refetches every active query whose key starts with it. */
export type QueryKeyPrefix = readonly string[];

const overviews: QueryKeyPrefix[] = [
  ['documents', 'overview'],
  ['documents', 'totals'],
  ['documentFlow'],
  ['dashboard'],
  // An approved, paid or changed document enters or leaves Documents To Pay.
  ['paymentBatches', 'documentsToPay'],
];
const verifyLists: QueryKeyPrefix[] = [
  ['verify', 'list'],
  ['verify', 'count'],
  ['fastVerify', 'list'],
];
const splitterLists: QueryKeyPrefix[] = [
  ['splitter', 'queue'],
  ['splitter', 'count'],
  ['sources', 'list'],
  ['sources', 'scan-counts'],
];

/**
 * What each live event makes stale (issue 16): events invalidate the matching queries and the screens refetch
 * through their normal hooks, nothing is patched by hand. An empty list is deliberate: the event is handled
 * elsewhere (own-user notices, presence, the open document of the detail, verify and splitter screens).
 */
export const LiveInvalidations: Record<LiveEventKind, readonly QueryKeyPrefix[]> = {
  DocumentUpdated: [...overviews, ...verifyLists, ['workflow'], ['documents', 'link-candidates']],
  ActionPerformed: [...overviews, ...verifyLists, ['workflow'], ['erp-actions']],
  VerifyRecordSaved: [...verifyLists, ...overviews],
  VerifyRecordBlocked: [['verify', 'list']],
  VerifyRecordUnblocked: [['verify', 'list']],
  VerifyRecordUpdated: [...verifyLists],
  VerifyRecordDeleted: [...verifyLists, ['dashboard']],
  CompanyUpdated: [['companies'], ['baseData'], ['erpFeatures'], ['verify', 'settings']],
  // The user's own rights: OwnUserInvalidations.
  UserUpdated: [['users']],
  SettingUpdated: [['settings'], ['baseData'], ['workflowSettings'], ['verify', 'settings']],
  CustomTranslationsUpdated: [['customTranslations'], ['workflowSettings']],
  VendorUpdated: [
    ['relations', 'Vendor'],
    ['verify', 'relations', 'Vendor'],
    ['verify', 'relation', 'Vendor'],
  ],
  CustomerUpdated: [
    ['relations', 'Customer'],
    ['verify', 'relations', 'Customer'],
    ['verify', 'relation', 'Customer'],
  ],
  PeriodUpdated: [['periods']],
  PostingTemplateUpdated: [['postingTemplates']],
  ElectronicTemplateUpdated: [['electronicTemplates']],
  SourceUpdated: [...splitterLists, ['dashboard']],
  TagUpdated: [['tags']],
  ErpActionUpdated: [['erp-actions'], ...overviews],
  ReportCreated: [],
  SubscriptionRecordCreated: [],
  MailboxUpdated: [['mailboxes'], ['emailInvoices']],
  ReplyTemplateUpdated: [['replyTemplates']],
  // Payment status shows in the overviews and the dashboard's to-pay step too.
  PaymentBatchCreated: [['paymentBatches'], ...overviews],
  PaymentBatchUpdated: [['paymentBatches'], ...overviews],
  SessionInvalidated: [],
  PresenceChanged: [],
};

/**
 * What a change to the signed-in user makes stale besides: rights and deactivation take effect at once, since the
 * shell's base data carries the user's rights (other users' tabs need not reload theirs).
 */
export const OwnUserInvalidations: readonly QueryKeyPrefix[] = [['currentUser'], ['baseData'], ['profile']];

/** The query-key prefixes a received event makes stale for the signed-in user. */
export function invalidationsFor(event: LiveEvent, ownUserId: string | undefined): readonly QueryKeyPrefix[] {
  const general = LiveInvalidations[event.Event] ?? [];
  const own = event.Event === 'UserUpdated' && event.UserId !== undefined && event.UserId === ownUserId;
  return own ? [...general, ...OwnUserInvalidations] : general;
}
