// The small accent count on a navigation icon (the cart's items, the activity feed's news):
// nothing at zero, and 99+ past two digits so it stays the size of the icon's corner.
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="absolute -right-2.5 -top-1.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-semibold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
