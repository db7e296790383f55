export * from './emailInvoice';
export * from './enums';
export * from './mailbox';
export * from './replyTemplate';
export * from './source';
