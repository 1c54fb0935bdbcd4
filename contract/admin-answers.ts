// zod schemas of the back office's answers (/api/admin/*), for the OpenAPI document; each `satisfies` its DTO
// (contract/types.ts, contract/enquiries.ts, contract/jobs.ts), and the API's test validates real answers.
import { z } from './zod.ts';
import { id, isoTime, stableShape } from './answers.ts';
import type { ContactRequestDto } from './enquiries.ts';
import { JOB_QUEUE_LABELS, type JobOverviewDto } from './jobs.ts';
import { LISTING_STATUSES } from './listing-status.ts';
import { REGIONS } from './regions.ts';
import type { ActivityItem, AdminReport, AdminStableDto, AdminStats } from './types.ts';

const count = z.int().min(0);

export const AdminStatsAnswer = z
  .object({
    totalUsers: count,
    recentRegistrations: count,
    totalStables: count,
    activeListings: count,
    premiumListings: count,
    totalContacts: count,
    totalListings: count,
    averageRating: z.number(),
    pendingListings: count,
  })
  .meta({ id: 'AdminStats', description: 'Die Zahlen des Dashboards' }) satisfies z.ZodType<AdminStats>;

export const ActivityAnswer = z
  .object({
    action: z.string().meta({ description: 'Was geschah, als deutscher Satz' }),
    timestamp: isoTime,
    type: z.enum(['registration', 'listing', 'contact', 'status']),
  })
  .meta({ id: 'Activity', description: 'Ein Ereignis der letzten Zeit' }) satisfies z.ZodType<ActivityItem>;

export const AdminStableAnswer = z
  .object({
    ...stableShape,
    owner: z.object({ id, username: z.string(), name: z.string(), email: z.string() }),
    listingCount: count,
    listingStatuses: z.object(
      Object.fromEntries(LISTING_STATUSES.map((status) => [status, count])) as Record<
        (typeof LISTING_STATUSES)[number],
        typeof count
      >,
    ),
    createdAt: isoTime,
  })
  .meta({
    id: 'AdminStable',
    description: 'Ein Stall mit Besitzer und Anzeigen je Status',
  }) satisfies z.ZodType<AdminStableDto>;

export const AdminReportAnswer = z
  .object({
    generatedAt: isoTime,
    kpis: z.object({
      userGrowthPercent: z.number().nullable(),
      averageViewsPerListing: z.number(),
      conversionRatePercent: z.number(),
      premiumSharePercent: z.number(),
    }),
    monthly: z.array(
      z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), users: count, listings: count, contacts: count }),
    ),
    regions: z.array(z.object({ region: z.enum(REGIONS), listings: count, percent: z.number() })),
    topListings: z.array(
      z.object({
        id,
        title: z.string(),
        region: z.enum(REGIONS),
        status: z.enum(LISTING_STATUSES),
        views: count,
        contacts: count,
        conversionPercent: z.number(),
      }),
    ),
    totals: z.object({ users: count, listings: count, contacts: count, enquiries: count, views: count }),
  })
  .meta({
    id: 'AdminReport',
    description: 'Der Bericht: Kennzahlen, Monate, Regionen, meistgesehene Anzeigen',
  }) satisfies z.ZodType<AdminReport>;

export const ContactRequestAnswer = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    moveInDate: z.string().nullable(),
    source: z.enum(['contact_form', 'enquiry']).meta({ description: 'Kontaktformular oder Anfrage zu einer Anzeige' }),
    status: z.enum(['new', 'answered']),
    listingId: id.nullable(),
    listingTitle: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'ContactRequest', description: 'Eine Nachricht oder Anfrage' }) satisfies z.ZodType<ContactRequestDto>;

const queueNames = Object.keys(JOB_QUEUE_LABELS) as [
  keyof typeof JOB_QUEUE_LABELS,
  ...(keyof typeof JOB_QUEUE_LABELS)[],
];

export const JobOverviewAnswer = z
  .object({
    queues: z.array(z.object({ name: z.enum(queueNames), waiting: count, active: count, failed: count })),
    failedMails: z.array(
      z.object({
        id: z.uuid(),
        queue: z.enum(['mail', 'mail-bulk']),
        to: z.string(),
        subject: z.string(),
        error: z.string(),
        tries: count,
        failedAt: isoTime,
      }),
    ),
  })
  .meta({
    id: 'JobOverview',
    description: 'Die Warteschlangen und die E-Mails, deren Versand fehlschlug',
  }) satisfies z.ZodType<JobOverviewDto>;
