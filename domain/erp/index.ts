export {
  type CodingRule,
  changeable,
  defineErpFeatureSet,
  defineLogisticsFeatureSet,
  type ErpFeatureSetDefinition,
  fixed,
  type LogisticsFeatureSetDefinition,
} from './builder';
export * from './companyFeatureDescription';
export * from './enums';
export * from './featureSet';
export * from './fields';
export * from './registry';
export { synchronizationOptionsFor } from './synchronizationOptions';
