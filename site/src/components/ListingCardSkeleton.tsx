// A grey placeholder in the shape of a ListingCard, shown while listings load.
export default function ListingCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div
      aria-hidden="true"
      data-testid="listing-skeleton"
      className={`flex animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900 ${
        layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={`bg-stone-200 dark:bg-stone-800 ${layout === 'list' ? 'aspect-[3/2] sm:aspect-auto sm:h-48 sm:w-72' : 'aspect-[3/2]'}`} />
      <div className="grid flex-1 gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-4 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="mt-2 h-6 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}
