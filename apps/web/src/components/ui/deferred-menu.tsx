import { Suspense, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

/** How a menu's trigger looks and is named, the same before and after the menu's code loads. */
export type MenuTriggerLook = {
  className: string;
  label?: string;
  children: ReactNode;
};

type DeferredMenuProps = {
  trigger: MenuTriggerLook;
  /** Starts loading the menu's code: the pointer is over the trigger, or it has focus. */
  onPreload: () => void;
  /** The loaded menu, open, behind a trigger that looks like `trigger` (Radix's own). */
  renderMenu: () => ReactNode;
};

/**
 * A dropdown menu whose code (Radix's menu, floating-ui) loads on first use, not with the
 * screen: until then its trigger is a plain button that looks and is named the same; the
 * first click (or Enter, Space, Arrow Down) loads the menu and opens it (issue 18).
 */
export function DeferredMenu({ trigger, onPreload, renderMenu }: DeferredMenuProps) {
  const [isRequested, setIsRequested] = useState(false);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space click the button; Arrow Down opens a menu button too (WAI-ARIA).
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsRequested(true);
    }
  }

  const plainTrigger = (
    <button
      type="button"
      className={trigger.className}
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={() => setIsRequested(true)}
      onKeyDown={handleKeyDown}
    >
      {trigger.children}
    </button>
  );
  if (!isRequested) {
    return plainTrigger;
  }
  return <Suspense fallback={plainTrigger}>{renderMenu()}</Suspense>;
}
