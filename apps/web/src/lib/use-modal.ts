// What a modal dialog owes keyboard and screen-reader users (WAI-ARIA APG, "Dialog (Modal)"):
// focus moves into it when it opens, Tab and Shift+Tab stay inside it, Escape closes it, and on
// closing focus returns to what had it before (the button that opened it).
import { useEffect, useRef, type RefObject } from 'react';

/** What the store's dialogs hold that takes focus (links, buttons, boxes). */
const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled)';

/** While `open`: focus in `panel` (on `initialFocus`, else the panel itself), kept there; Escape calls onClose. */
export function useModal(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  // The latest onClose, so a new function from the parent does not re-run the opening.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (e.key === 'Tab' && node) keepTabInside(e, node);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener when focus was in the dialog or fell to the body; not when it was put elsewhere.
      const active = document.activeElement;
      const left = !active || active === document.body || (node?.contains(active) ?? false);
      if (left && opener?.isConnected) opener.focus();
    };
  }, [open, panel, initialFocus]);
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(e: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (e.shiftKey && (active === first || active === panel || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
