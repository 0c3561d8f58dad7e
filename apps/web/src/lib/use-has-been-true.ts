import { useState } from 'react';

/**
 * True from the first render where `value` is true on. A dialog whose code loads on first
 * open stays mounted after closing, so it can animate out and keep its state.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) {
    setHasBeenTrue(true);
  }
  return hasBeenTrue || value;
}
