import type { TFunction } from 'i18next';
import { NoPreviousStatus } from '../../../domain/documentFlow/flow';
import type { PeriodPreset } from '../../../domain/documentFlow/presets';
import type { DocumentStatus } from '../../../domain/documents';

/** Translation keys of the period presets (Navigation source). */
export const PresetTexts: Record<PeriodPreset, string> = {
  ThisMonth: 'DocumentFlow_Preset_ThisMonth',
  LastMonth: 'DocumentFlow_Preset_LastMonth',
  ThisQuarter: 'DocumentFlow_Preset_ThisQuarter',
  ThisYear: 'DocumentFlow_Preset_ThisYear',
  Custom: 'DocumentFlow_Preset_Custom',
};

/** A status's name; as where a move came from, the None of a first history entry is the arrival. */
export function flowStatusName(t: TFunction, status: DocumentStatus, asOrigin = false): string {
  return asOrigin && status === NoPreviousStatus ? t('DocumentFlow_Arrival') : t(`Document_Status_${status}`);
}
