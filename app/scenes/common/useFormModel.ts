import { useCallback, useEffect, useState } from 'react';

/** Local form state over a model: the loaded value, a field setter and whether anything changed. */
export function useFormModel<T extends object>(loaded: T | undefined) {
  const [model, setModel] = useState<T | undefined>(loaded);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setModel(loaded);
    setDirty(false);
  }, [loaded]);
  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setModel((current) => (current ? { ...current, [field]: value } : current));
    setDirty(true);
  }, []);
  const patch = useCallback((change: Partial<T>) => {
    setModel((current) => (current ? { ...current, ...change } : current));
    setDirty(true);
  }, []);
  return { model, set, patch, dirty, setDirty };
}
