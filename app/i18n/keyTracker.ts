import type { PostProcessorModule } from 'i18next';
import { InContextTranslationLocale } from '../../domain/entities/enums';

const seen = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

/** Records the keys looked up while the in-context translation locale is active. */
export const keyTracker: PostProcessorModule = {
  type: 'postProcessor',
  name: 'keyTracker',
  process(value, key, _options, translator) {
    const language: unknown = translator?.language;
    if (language === InContextTranslationLocale) {
      const keys = Array.isArray(key) ? key : [key];
      for (const entry of keys) {
        if (!seen.has(entry)) {
          seen.add(entry);
          version++;
          // Notify after rendering: lookups happen during render.
          queueMicrotask(() => {
            for (const listener of listeners) listener();
          });
        }
      }
    }
    return value;
  },
};

/** The keys seen so far (sorted). */
export function trackedKeys(): string[] {
  return [...seen].sort();
}

/** A number that changes whenever a new key is seen. */
export function trackedVersion(): number {
  return version;
}

/** Subscribes to newly seen keys. */
export function subscribeTrackedKeys(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
