// What an owner form screen shows while its data loads: the screen's title and two placeholder blocks.
import { SkeletonBlock } from '#site/components/ui/Skeleton.tsx';

export default function FormSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="sr-only" role="status">
        Wird geladen …
      </p>
      <div className="grid gap-4" data-testid="owner-skeleton">
        <SkeletonBlock className="h-48 w-full" />
        <SkeletonBlock className="h-72 w-full" />
      </div>
    </div>
  );
}
