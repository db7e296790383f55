import type { DashboardStep } from '../../../domain/dashboard/steps';

/** Translation keys of each step's name and one-line explanation (Navigation source). */
export const StepTexts: Record<DashboardStep, { name: string; hint: string; color: string }> = {
  Import: { name: 'Dashboard_Step_Import', hint: 'Dashboard_Step_Hint_Import', color: 'gray' },
  Classify: { name: 'Dashboard_Step_Classify', hint: 'Dashboard_Step_Hint_Classify', color: 'indigo' },
  Validate: { name: 'Dashboard_Step_Validate', hint: 'Dashboard_Step_Hint_Validate', color: 'blue' },
  Post: { name: 'Dashboard_Step_Post', hint: 'Dashboard_Step_Hint_Post', color: 'teal' },
  Approve: { name: 'Dashboard_Step_Approve', hint: 'Dashboard_Step_Hint_Approve', color: 'yellow' },
  Payable: { name: 'Dashboard_Step_Payable', hint: 'Dashboard_Step_Hint_Payable', color: 'green' },
};

/** Translation keys of the source statuses a dashboard row can be in. */
export const SourceStatusTexts: Record<string, string> = {
  New: 'Source_Status_New',
  Processing: 'Source_Status_Processing',
  Converted: 'Source_Status_Converted',
  ConvertedError: 'Source_Status_ConvertedError',
};
