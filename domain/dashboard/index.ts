export * from './counting';
export * from './links';
export * from './request';
export * from './steps';
export * from './window';
