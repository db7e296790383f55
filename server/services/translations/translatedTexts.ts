import { eq } from 'drizzle-orm';
import type { Locale, TranslationSource } from '../../../domain/entities/enums';
import type { Tx } from '../../db/client';
import { customTranslations } from '../../db/schema/index';
import { staticTranslations } from './staticTranslations';

/** The texts of one source in a locale as the customer reads them: shipped texts, custom wording winning. */
export async function translatedTexts(
  tx: Tx,
  localesDir: string,
  locale: Locale,
  source: TranslationSource,
): Promise<Record<string, string>> {
  const shipped = source === 'Custom' ? {} : await staticTranslations(localesDir, locale, source);
  const custom = await tx.select().from(customTranslations).where(eq(customTranslations.locale, locale));
  // Custom wording wins over the shipped text for the keys it names.
  const overrides = Object.fromEntries(
    custom.filter((row) => source === 'Custom' || row.key in shipped).map((row) => [row.key, row.value]),
  );
  return { ...shipped, ...overrides };
}
