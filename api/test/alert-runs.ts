// A process of the product that runs the minute's alert job a few times at given moments and exits, for the test
// that two processes on one PostgreSQL never alert twice (api/src/alerts/two-processes.test.ts). From its
// environment: the database as a server's (DATABASE_URL, WORKERS=0), ALERT_RUNS_AT (the first run's moment) and
// ALERT_RUNS (how many, a minute apart). Prints "done" with the mails it queued.
import { boot } from '../src/boot.ts';
import { runAlerts } from '../src/alerts/job.ts';

const services = await boot();
const deps = { jobs: services.jobs, settings: services.settings, config: services.config, search: services.search };
const first = new Date(process.env.ALERT_RUNS_AT ?? Date.now()).getTime();
let mails = 0;
for (let i = 0; i < Number(process.env.ALERT_RUNS ?? 3); i++) {
  mails += (await runAlerts(deps, services.knex, new Date(first + i * 60_000))).searchMails;
}
process.stdout.write(`done ${mails}\n`);
await services.jobs.stop();
await services.db.close();
process.exit(0);
