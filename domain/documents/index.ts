export * from './columns';
export * from './document';
export * from './enums';
export * from './filter';
export * from './overdue';
