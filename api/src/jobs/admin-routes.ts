// The queue in the back office: figures per queue, the failed mails, and sending one of them again.
import Router from '@koa/router';
import { JOB_MSG, JobIdParam, type JobOverviewDto, type QueueFiguresDto } from '#contract/jobs.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { handle } from '../http/validate.ts';

export function adminJobRoutes() {
  const router = new Router<AppState, AppContext>();

  router.get('/api/admin/jobs', async (ctx) => {
    const { jobs } = ctx.services;
    const [queues, failedMails] = await Promise.all([jobs.figures(), jobs.failedMails()]);
    const body: JobOverviewDto = { queues: queues as QueueFiguresDto[], failedMails };
    ctx.body = body;
  });

  router.post(
    '/api/admin/jobs/mail/:id/retry',
    handle({ params: JobIdParam }, async (ctx, { params }) => {
      if (!(await ctx.services.jobs.retryMail(params.id))) throw notFound(JOB_MSG.notFound);
      ctx.body = { message: JOB_MSG.retried };
    }),
  );

  return router;
}
