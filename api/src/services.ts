// The composition root: everything a request handler or a server-rendered page needs, built once per process
// around the one database connection.
import path from 'node:path';
import type { Knex } from 'knex';
import { createDashboardService, type DashboardService } from './account/dashboard.ts';
import type { Config } from './config.ts';
import { createDatabaseAvailability, type DatabaseAvailability } from './db/availability.ts';
import type { Database } from './db/connection.ts';
import type { Logger } from './log.ts';
import { runHousekeeping } from './housekeeping.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createLazyS3Storage } from './media/lazy-s3-storage.ts';
import { createLocalStorage, type MediaStorage } from './media/storage.ts';
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from './settings/service.ts';
import { createListingService, type ListingService } from './listings/service.ts';
import { createAnswerCache, createSearchEngine, type AnswerCache, type SearchEngine } from './search/index.ts';
import { createGeocoder } from './places/geocoder.ts';
import { createRouter } from './places/routing.ts';
import { createPlaceService, type PlaceService } from './places/service.ts';
import { viewingReminderWork } from './viewings/reminders.ts';
import { messageMailWork } from './message-mails/job.ts';
import { waitlistDeadlineWork } from './waitlists/deadline.ts';
import { alertWork } from './alerts/job.ts';
import { premiumWork } from './premium/expiry.ts';
import { listingFreshnessWork } from './freshness/job.ts';
import { publicFigures } from './reviews/figures.ts';
import type { PublicFigures } from '#contract/figures.ts';
import { REVIEW_LIMITS, type ReviewPageDto } from '#contract/reviews.ts';
import { stableReviews } from './reviews/read.ts';
import { sealWork } from './trust/seal-job.ts';
import { smsWork } from './sms/job.ts';
import { stableTrust } from './trust/read.ts';
import { publicStableSlugs, stableProfile } from './trust/profile.ts';
import type { StableProfileDto, StableTrustDto } from '#contract/trust.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';

export interface Services {
  config: Config;
  log: Logger;
  db: Database;
  knex: Knex;
  /** Whether the database answers: requests failing for want of it are counted and answered 503. */
  availability: DatabaseAvailability;
  settings: SettingsService;
  /** The search engine (search/index.ts): pages, map clusters, public listings by id. */
  search: SearchEngine;
  listings: ListingService;
  /** Towns as pages of their own (/stallplaetze/muenchen). */
  places: PlaceService;
  /** Search answers and search pages, valid while no listing changes (search/answer-cache.ts). */
  answers: AnswerCache;
  dashboard: DashboardService;
  /** The home and sign-in pages' real figures, kept a few minutes (reviews/figures.ts). */
  figures: () => Promise<PublicFigures>;
  /** A stable's reviews as everyone sees them, for server-rendered pages (reviews/read.ts). */
  reviews: {
    page: (stableId: number, page: number) => Promise<ReviewPageDto>;
  };
  /** Verification and seals of a stable, its operator page, and the slugs of those pages (trust/). */
  trust: {
    ofStable: (stableId: number) => Promise<StableTrustDto | null>;
    profile: (slug: string) => Promise<StableProfileDto>;
    slugs: () => Promise<string[]>;
  };
  media: MediaStorage;
  /** Sends a mail; only the mail worker calls it; everything else queues mail through `jobs`. */
  mail: Mailer;
  /** The job queue (mail outbox, scheduled housekeeping); started by boot. */
  jobs: JobQueue;
}

export function createServices(config: Config, db: Database, log: Logger): Services {
  const media = config.mediaS3
    ? createLazyS3Storage(config.mediaS3)
    : createLocalStorage(path.join(config.dataDir, 'media'));
  const settings = createSettingsService(db.knex);
  db.listen(SETTINGS_CHANNEL, settings.invalidate).catch((err: unknown) => {
    // Without notifications the settings still refresh after their time to live.
    log.error('listening for settings changes failed', { err });
  });
  const mail = createMailer(config, log);
  const availability = createDatabaseAvailability(db.knex, log);
  const search = createSearchEngine(db.knex, media);
  return {
    config,
    log,
    db,
    knex: db.knex,
    availability,
    settings,
    search,
    listings: createListingService(
      db.knex,
      search,
      config.sessionSecret ?? '',
      config.geocoderUrl ? createGeocoder(config.geocoderUrl) : null,
      config.routingUrl ? createRouter(config.routingUrl) : null,
    ),
    places: createPlaceService(db.knex),
    answers: createAnswerCache(db.knex, { maxBytes: config.answerCacheMb * 1024 * 1024 }),
    dashboard: createDashboardService(db.knex),
    figures: () => publicFigures(db.knex),
    reviews: { page: (stableId, page) => stableReviews(db.knex, stableId, null, page, REVIEW_LIMITS.pageSize) },
    trust: {
      ofStable: (stableId) => stableTrust(db.knex, stableId),
      profile: (slug) => stableProfile(db.knex, search, slug),
      slugs: () => publicStableSlugs(db.knex, PUBLIC_STATUSES),
    },
    media,
    mail,
    jobs: createJobQueue(db, mail, log, {
      housekeeping: runHousekeeping,
      // The day-before reminder of viewings (viewings/reminders.ts).
      // Mails about messages unread for ten minutes (message-mails/job.ts), every minute.
      // Waiting-list offers past their deadline run out (waitlists/deadline.ts), every five minutes.
      scheduled: [
        viewingReminderWork({ settings, config }),
        messageMailWork({ settings, config }),
        waitlistDeadlineWork({ settings, config }),
        // Saved searches' and favourites' alerts (alerts/job.ts), every minute.
        alertWork({ settings, config, search }),
        // Premium periods end, and their owners hear 3 days before (premium/expiry.ts), every ten minutes.
        premiumWork({ settings, config }),
        // Confirmed seals past their day are hidden, their owners reminded 30 days before (trust/seal-job.ts), hourly.
        sealWork({ settings, config }),
        // SMS waiting in sms_outbox go to SMS_URL (sms/job.ts), every minute.
        smsWork({ config }),
        // Listings their owners left unchanged: the reminder, then offline (freshness/job.ts), every ten minutes.
        listingFreshnessWork({ settings, config }),
      ],
      availability,
      heartbeatSeconds: config.jobHeartbeatSeconds,
    }),
  };
}
