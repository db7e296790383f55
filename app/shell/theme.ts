import { createTheme, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { getPreference, setPreference } from './preferences';

/** The Ledgerline look: calm teal accents, compact radius, system fonts. */
export const ledgerlineTheme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
});

/** Applies the signed-in user's stored dark-mode preference once the session is known. */
export function useStoredColorScheme(ownerKnown: boolean): void {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (!ownerKnown) return;
    const dark = getPreference<boolean | null>('DarkMode', null);
    if (dark !== null) setColorScheme(dark ? 'dark' : 'light');
  }, [ownerKnown, setColorScheme]);
}

/** The colour scheme toggle: switches light/dark and stores it per customer and user. */
export function useThemeToggle(): { scheme: 'light' | 'dark'; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const toggle = useCallback(() => {
    const next = scheme === 'dark' ? 'light' : 'dark';
    setPreference('DarkMode', next === 'dark');
    setColorScheme(next);
  }, [scheme, setColorScheme]);
  return { scheme, toggle };
}
