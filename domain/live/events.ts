/**
 * The live-event catalogue (spec 002 §4): every message the hub pushes is `{ Event: <kind>, …ids }`, small JSON
 * that tells a client what changed so it can refetch, never the changed data itself.
 */
export const LiveEventKinds = [
  'DocumentUpdated',
  'ActionPerformed',
  'VerifyRecordSaved',
  'VerifyRecordBlocked',
  'VerifyRecordUnblocked',
  'VerifyRecordUpdated',
  'VerifyRecordDeleted',
  'CompanyUpdated',
  'UserUpdated',
  'SettingUpdated',
  'CustomTranslationsUpdated',
  'VendorUpdated',
  'CustomerUpdated',
  'PeriodUpdated',
  'PostingTemplateUpdated',
  'ElectronicTemplateUpdated',
  'SourceUpdated',
  'TagUpdated',
  'ErpActionUpdated',
  'ReportCreated',
  'SubscriptionRecordCreated',
  'MailboxUpdated',
  'ReplyTemplateUpdated',
  'PaymentBatchCreated',
  'PaymentBatchUpdated',
  'SessionInvalidated',
  /** Who has a document or source open (issue 16, presence); sent by the hub itself. */
  'PresenceChanged',
] as const;
export type LiveEventKind = (typeof LiveEventKinds)[number];

/** The ids an event may carry; which ones depends on the kind. */
export type LiveEventIds = {
  DocumentId?: string;
  DocumentIds?: string[];
  CompanyId?: string;
  UserId?: string;
  SourceId?: string;
  VerifyRecordId?: string;
  PaymentBatchId?: string;
  ErpActionId?: string;
  /** Vendor, customer, period, template, tag, mailbox … id. */
  Id?: string;
  /** The user whose action raised the event (clients use it to tell own changes from colleagues'). */
  ByUserId?: string;
  /** PresenceChanged: who has the document or source open now. */
  Users?: { UserId: string; Name: string }[];
  /** SessionInvalidated: the message key to show (Session_Invalidated_Info). */
  Message?: string;
};

export type LiveEvent = { Event: LiveEventKind } & LiveEventIds;

/** Events only the user they concern receives and is told about with a notice. */
export const OwnUserEvents: readonly LiveEventKind[] = [
  'ReportCreated',
  'SubscriptionRecordCreated',
  'SessionInvalidated',
];

/** Keep-alive (spec 002 §9): the client pings every 10 s; the server drops a socket silent for 40 s. */
export const LiveKeepAliveMs = 10_000;
export const LiveServerTimeoutMs = 40_000;

/**
 * What a client sends over the socket: pings, and what it has open (presence). The server answers a ping with
 * `{ "Type": "Pong" }`; every other server message is a LiveEvent.
 */
export type LiveClientMessage =
  | { Type: 'Ping' }
  | { Type: 'Open'; DocumentId?: string; SourceId?: string }
  | { Type: 'Close'; DocumentId?: string; SourceId?: string }
  /** Sent after every access-token renewal: the socket stays open and now lives as long as this token. */
  | { Type: 'AccessToken'; AccessToken: string };

/** The path of the hub: a client connects to `/hub?access_token=<token>`. */
export const LiveHubPath = '/hub';

/**
 * Why the hub closed a socket (WebSocket close codes). Access-token renewal: the client sends its new token
 * over the open socket (`{ Type: 'AccessToken' }`); a socket whose last token expired is closed with
 * TokenExpired and the client reconnects with a fresh one. A missing, invalid or expired token on connect, or
 * a renewed token of another session, closes with Unauthorized. SessionInvalidated follows the
 * SessionInvalidated event (Message Session_Invalidated_Info): the client logs out and does not reconnect.
 */
export const LiveCloseCodes = {
  SessionInvalidated: 4001,
  TokenExpired: 4002,
  /** Nothing heard from the client for LiveServerTimeoutMs. */
  Timeout: 4008,
  Unauthorized: 4401,
} as const;
