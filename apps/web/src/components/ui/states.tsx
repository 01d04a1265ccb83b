import type { ReactNode } from 'react';

/** Empty or error screen: a title, one line of help and one clear next action. */
export function StateMessage({
  icon,
  title,
  body,
  action,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center"
    >
      {icon ? (
        <div aria-hidden="true" className={tone === 'error' ? 'text-danger' : 'text-muted'}>
          {icon}
        </div>
      ) : null}
      <h2 className={`text-lg font-semibold ${tone === 'error' ? 'text-danger' : 'text-ink'}`}>{title}</h2>
      {body ? <p className="text-sm text-muted">{body}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** A grey block shaped like the content it stands in for. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-line/60 ${className}`} />;
}

/**
 * Grey blocks one after another, one for each class list (the lines of a card being loaded),
 * inside a div of `className` when one is given.
 */
export function Skeletons({ classes, className }: { classes: readonly string[]; className?: string }) {
  // Keyed by place: the same list every render, and classes may repeat.
  const blocks = classes.map((c, i) => <Skeleton key={i} className={c} />);
  return className ? <div className={className}>{blocks}</div> : blocks;
}
