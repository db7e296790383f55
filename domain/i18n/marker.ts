/** Prefix the translation lookup puts before text that has no translation; tooltips fall back to the raw message when they see it. */
export const UNTRANSLATED_MARKER = '¿';
