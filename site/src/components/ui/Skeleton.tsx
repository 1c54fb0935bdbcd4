// Loading placeholders of the signed-in screens: blocks, cards and rows, hidden from assistive technology.
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800 ${className}`} />;
}

/** `count` placeholder rows (or cards) with a test id the browser tests count. */
export function SkeletonList({ count, className = 'h-20' }: { count: number; className?: string }) {
  return (
    <div aria-hidden="true" className="contents">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="admin-skeleton"
          className={`animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800 ${className}`}
        />
      ))}
    </div>
  );
}
