import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` each time `value` changes from one known value to another; the first value
 * (and null, "not loaded yet") triggers nothing.
 */
export function useRefreshOnChange(value: string | null, refresh: () => Promise<unknown>) {
  const last = useRef(value);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  useEffect(() => {
    if (last.current !== null && value !== null && last.current !== value) {
      void refreshRef.current();
    }
    if (value !== null) {
      last.current = value;
    }
  }, [value]);
}
