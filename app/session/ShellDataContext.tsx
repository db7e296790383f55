import { createContext, useContext } from 'react';
import type { GuardContext } from '../../domain/routes/guardContext';
import type { BaseData } from './guardContext';

/** Base data and the guard context of the established session. */
export type ShellData = { base: BaseData; guard: GuardContext };

export const ShellDataContext = createContext<ShellData | null>(null);

/** The established session's base data and guard context (inside the session boundary only). */
export function useShellData(): ShellData {
  const value = useContext(ShellDataContext);
  if (!value) throw new Error('useShellData is used outside the session boundary');
  return value;
}
