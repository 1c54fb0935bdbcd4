// What the signed-in user's dashboard page shows, read in one place: the page reaches it through Services
// (Astro.locals.services.dashboard) instead of querying the database itself.
import type { SentEnquiryDto } from '#contract/enquiries.ts';
import type { Knex } from 'knex';
import { ownStables, summarise, type OwnerOverview } from '../users/account.ts';
import type { ViewingDto } from '#contract/viewings.ts';
import { upcomingViewings } from '../viewings/lists.ts';
import { sentEnquiries } from '../enquiries/account-service.ts';
import { unreadConversationsOfOwner } from '../conversations/list-service.ts';
import type { MyWaitlistDto } from '#contract/waitlist-fields.ts';
import { myWaitlists } from '../waitlists/entries.ts';

export interface Dashboard {
  /** The owner's stables and listings by status; null for users who own no stable. */
  owner: OwnerOverview | null;
  unreadEnquiries: number;
  sentEnquiries: SentEnquiryDto[];
  /** Viewings not yet over, as enquirer and as owner, soonest first (cancelled ones too). */
  viewings: ViewingDto[];
  /** The waiting lists the user stands on, with their place and an open offer. */
  waitlists: MyWaitlistDto[];
}

export interface DashboardService {
  overview(user: { id: number; isStableOwner: boolean }): Promise<Dashboard>;
}

export function createDashboardService(knex: Knex): DashboardService {
  return {
    async overview(user) {
      const [owner, unreadEnquiries, sent, viewings, waitlists] = await Promise.all([
        user.isStableOwner ? ownStables(knex, user.id).then(summarise) : null,
        user.isStableOwner ? unreadConversationsOfOwner(knex, user.id) : 0,
        sentEnquiries(knex, user.id),
        upcomingViewings(knex, user.id),
        myWaitlists(knex, user.id),
      ]);
      return { owner, unreadEnquiries, sentEnquiries: sent, viewings, waitlists };
    },
  };
}
