export * from './audit';
export * from './companies';
export * from './identity';
export * from './settings';
export * from './users';
