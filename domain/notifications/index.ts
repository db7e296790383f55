export * from './digest';
export * from './recipients';
export * from './render';
export * from './schedule';
export * from './texts';
