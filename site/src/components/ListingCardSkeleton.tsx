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
      <div
        className={`bg-stone-200 dark:bg-stone-800 ${layout === 'list' ? 'aspect-[3/2] sm:aspect-auto sm:h-48 sm:w-72' : 'aspect-[3/2]'}`}
      />
      {/* Line for line the height of a ListingCard's text (two-line title, place, type, amenities, price),
          so the grid does not jump when the cards arrive. */}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="grid h-11 content-center gap-1.5">
          <div className="h-4 w-11/12 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-4 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
        </div>
        <div className="my-0.5 h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="my-0.5 h-4 w-2/5 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="my-0.5 h-4 w-3/5 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="mt-auto flex items-end justify-between pt-2">
          <div className="h-7 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-5 w-10 rounded bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
    </div>
  );
}
