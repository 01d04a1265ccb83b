import type { ReactNode } from 'react';

interface BusyProps {
  /** What is loading, said by screen readers instead of reading the grey blocks. */
  label: string;
  className: string;
  children: ReactNode;
}

/** What stands in for content still loading (grey skeletons): marked busy and named. */
export function BusyRegion({ as: Tag = 'div', label, className, children }: BusyProps & { as?: 'div' | 'ul' }) {
  return (
    <Tag aria-busy="true" aria-label={label} className={className}>
      {children}
    </Tag>
  );
}

/** A busy region whose skeletons are list items. */
export const BusyList = (props: BusyProps) => <BusyRegion as="ul" {...props} />;
