// The dashboard's two reads. They summarise what the other screens change, so unlike the rest of the back
// office they are fetched again whenever the dashboard opens (the old figures stay visible meanwhile).
import { useQuery } from '@tanstack/react-query';
import { fetchJobs, fetchRecentActivity, fetchStats } from '../admin-api.ts';

export const STATS_KEY = ['admin', 'stats'] as const;
export const ACTIVITY_KEY = ['admin', 'recent-activity'] as const;

export const useStats = () => useQuery({ queryKey: STATS_KEY, queryFn: fetchStats, refetchOnMount: 'always' });
export const useRecentActivity = () =>
  useQuery({ queryKey: ACTIVITY_KEY, queryFn: fetchRecentActivity, refetchOnMount: 'always' });
export const JOBS_KEY = ['admin', 'jobs'] as const;
export const useJobs = () => useQuery({ queryKey: JOBS_KEY, queryFn: fetchJobs, refetchOnMount: 'always' });
