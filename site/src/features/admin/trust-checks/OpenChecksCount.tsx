// The open checks' count beside "Prüfungen" in the sidebar; asked again on every screen change.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { fetchTrustCheckCount, trustChecksKey } from './trust-api.ts';

export default function OpenChecksCount({ active }: { active: boolean }) {
  const [location] = useLocation();
  const count = useQuery({ queryKey: [...trustChecksKey, 'count', location], queryFn: fetchTrustCheckCount });
  const open = count.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <span
      className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
        active
          ? 'bg-white text-brand dark:bg-stone-950 dark:text-brand-light'
          : 'bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-stone-950'
      }`}
    >
      {open}
      <span className="sr-only"> offen</span>
    </span>
  );
}
