import type { ReactNode } from 'react';

/** A section's heading with its one action (clear the list, close the sheet) at the row's far end. */
export function TitleRow({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id, for the section or dialog it names. */
  id: string;
  title: string;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </div>
  );
}
