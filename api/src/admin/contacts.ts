// Admin read view of contact requests: contact-form messages and listing enquiries, newest first.
import Router from '@koa/router';
import { AdminContactQuery } from '#contract/schemas.ts';
import type { ContactRequestDto } from '#contract/types.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { handle } from '../http/validate.ts';
import type { ContactRequest } from '../models/ContactRequest.ts';

type ContactRow = ContactRequest & { listingTitle: string | null };

function present(row: ContactRow): ContactRequestDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    subject: row.subject ?? null,
    message: row.message,
    moveInDate: row.moveInDate ?? null,
    source: row.source,
    status: row.status,
    listingId: row.listingId ?? null,
    listingTitle: row.listingTitle ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function adminContactRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/api/admin/contacts',
    handle({ query: AdminContactQuery }, async (ctx, { query }) => {
      const q = ctx.services
        .knex('contactRequests as c')
        .leftJoin('listings as l', 'l.id', 'c.listingId')
        .select('c.*', 'l.title as listingTitle')
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id', 'desc');
      if (query.search) {
        const term = query.search.toLowerCase();
        q.where((w) => {
          for (const column of ['c.name', 'c.email', 'c.phone', 'c.subject', 'c.message']) {
            w.orWhereRaw('strpos(lower(??), ?) > 0', [column, term]);
          }
        });
      }
      ctx.body = ((await q) as ContactRow[]).map(present);
    }),
  );

  return router;
}
