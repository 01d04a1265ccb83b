// The panel of a modal dialog that takes focus when it opens (tabIndex -1): the side menu and
// the camera. Named by aria-label or by the id of its heading.
import type { ReactNode, Ref } from 'react';

type Name = { 'aria-label': string } | { 'aria-labelledby': string };

export function DialogPanel({
  ref,
  className,
  children,
  ...name
}: { ref: Ref<HTMLDivElement>; className: string; children: ReactNode } & Name) {
  return (
    <div ref={ref} role="dialog" aria-modal="true" {...name} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
