export * from './answers';
export * from './csv';
export * from './headerNames';
export * from './mapping';
export * from './rows';
export * from './table';
export * from './targets';
export * from './values';
