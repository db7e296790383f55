import { type ErpAdapter, ErpAdapters, type LogisticsAdapter, LogisticsAdapters } from '../entities/enums';
import type {
  AdapterFeatureSets,
  ErpFeatureSet,
  ErpFeatureSetSummary,
  LogisticFeatureSetSummary,
  LogisticsFeatureSet,
} from './featureSet';
import { dutchSets } from './sets/dutch';
import { exactSets } from './sets/exact';
import { genericSets } from './sets/generic';
import { internationalSets } from './sets/international';
import { logisticsSets } from './sets/logistics';
import { microsoftSets } from './sets/microsoft';
import { trytonSets } from './sets/tryton';
import { unit4Sets } from './sets/unit4';

/** Every ERP adapter's feature sets, its default first; the type makes a missing adapter a compile error. */
export const ErpFeatureSetsByAdapter: Record<ErpAdapter, AdapterFeatureSets> = {
  ...genericSets,
  ...exactSets,
  ...dutchSets,
  ...unit4Sets,
  ...microsoftSets,
  ...internationalSets,
  ...trytonSets,
};

/** Every logistics adapter's feature sets, its default first. */
export const LogisticsFeatureSetsByAdapter = logisticsSets;

/** The adapter's feature set with this id; no id, an unknown id or another adapter's id gives its default. */
export function featureSetFor(adapter: ErpAdapter, featureSetId?: string | null): ErpFeatureSet {
  const sets = ErpFeatureSetsByAdapter[adapter];
  return sets.find((set) => set.Id === featureSetId) ?? sets[0];
}

/** The logistics adapter's feature set with this id, or its default. */
export function logisticsFeatureSetFor(adapter: LogisticsAdapter, id?: string | null): LogisticsFeatureSet {
  const sets = LogisticsFeatureSetsByAdapter[adapter];
  return sets.find((set) => set.Id === id) ?? sets[0];
}

/** Every ERP feature set as a choice: id, name and adapter, in adapter order. */
export function featureSetSummaries(): ErpFeatureSetSummary[] {
  return ErpAdapters.flatMap((adapter) =>
    ErpFeatureSetsByAdapter[adapter].map(({ Id, Name, ErpAdapter }) => ({ Id, Name, ErpAdapter })),
  );
}

/** Every logistics feature set as a choice: id, name and adapter, in adapter order. */
export function logisticFeatureSetSummaries(): LogisticFeatureSetSummary[] {
  return LogisticsAdapters.flatMap((adapter) =>
    LogisticsFeatureSetsByAdapter[adapter].map(({ Id, Name, LogisticsAdapter }) => ({
      Id,
      Name,
      LogisticsAdapter,
    })),
  );
}
