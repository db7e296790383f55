export * from './score';
export * from './types';
