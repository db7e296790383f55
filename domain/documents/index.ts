export * from './actions';
export * from './cellValues';
export * from './columns';
export * from './document';
export * from './enums';
export * from './export';
export * from './filter';
export * from './overdue';
