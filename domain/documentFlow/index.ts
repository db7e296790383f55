export * from './flow';
export * from './presets';
export * from './request';
