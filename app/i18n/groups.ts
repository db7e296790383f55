import type { TranslationSource } from '../../domain/entities/enums';

/** Lookup groups in fallback order (spec 000 §5): custom → page → navigation → shared → verify-new. */
export const TranslationGroups = ['Custom', 'Page', 'Navigation', 'Shared', 'VerifyNew'] as const;
export type TranslationGroup = (typeof TranslationGroups)[number];

/** Which group each translation source fills. */
export const groupOfSource: Record<TranslationSource, TranslationGroup> = {
  Custom: 'Custom',
  Navigation: 'Navigation',
  Subscription: 'Shared',
  Errors: 'Shared',
  VerifyNew: 'VerifyNew',
};

export const SupportedLocales = ['nl-NL', 'en-US'] as const;
