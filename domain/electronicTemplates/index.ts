export * from './applyTemplate';
export * from './einvoiceLines';
export * from './input';
export * from './status';
export * from './types';
