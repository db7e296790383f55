/** How an amount is split over lines (spec 000/001). */
export const SplitType = { None: 'None', Fixed: 'Fixed', Percentage: 'Percentage', Rest: 'Rest' } as const;
export type SplitType = (typeof SplitType)[keyof typeof SplitType];

/** Whether a field must, may or may not be filled, possibly depending on a condition. */
export const FieldRequirement = {
  Optional: 'Optional',
  Mandatory: 'Mandatory',
  NotAllowed: 'NotAllowed',
  OptionalConditional: 'OptionalConditional',
  MandatoryConditional: 'MandatoryConditional',
} as const;
export type FieldRequirement = (typeof FieldRequirement)[keyof typeof FieldRequirement];
