export * from './codingDocument';
export * from './codingStatus';
export * from './lineSources';
export * from './matchTolerances';
export * from './purchaseOrderMatch';
export * from './suggestion';
export * from './validateCoding';
