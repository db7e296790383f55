export * from './audit';
export * from './companies';
export * from './documents';
export * from './identity';
export * from './settings';
export * from './users';
