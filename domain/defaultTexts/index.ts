export * from './defaultText';
export * from './offered';
