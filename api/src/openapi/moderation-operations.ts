// The document's entries for reports and moderation (api/src/moderation/): reporting a listing or a review, and the
// back office's queue with its decisions. A side's report of a conversation is among the conversations' entries.
import * as z from 'zod';
import {
  ModerationCountAnswer,
  ModerationDetailAnswer,
  ModerationReportAnswer,
  ReportCreatedAnswer,
} from '#contract/moderation-answers.ts';
import { DecisionBody, ModerationQuery, ReportBody } from '#contract/moderation.ts';
import { IdParam } from '#contract/schemas.ts';
import type { Operation } from './operation.ts';

const REPORT_DESCRIPTION =
  'Grund (`fraud`, `wrong_facts`, `offensive`, `animal_welfare`, `other`) und Text; ohne Konto mit `email`, an die ' +
  'die Bestätigung und später die Entscheidung gehen. Eigene Inhalte können nicht gemeldet werden (400).';

const admin = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Verwaltung',
  access: 'admin',
});

export const MODERATION_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/listings/:id/reports',
    tag: 'Stallplätze',
    summary: 'Stallplatz melden',
    description: `Nur öffentliche Stallplätze (sonst 404). ${REPORT_DESCRIPTION}`,
    access: 'public',
    params: IdParam,
    body: ReportBody,
    limited: true,
    answer: { status: 201, schema: ReportCreatedAnswer, description: 'Gemeldet' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/reviews/:id/reports',
    tag: 'Stallplätze',
    summary: 'Bewertung melden',
    description: `Nur sichtbare Bewertungen (sonst 404). ${REPORT_DESCRIPTION}`,
    access: 'public',
    params: IdParam,
    body: ReportBody,
    limited: true,
    answer: { status: 201, schema: ReportCreatedAnswer, description: 'Gemeldet' },
    errors: [404],
  },
  admin({
    method: 'get',
    path: '/api/admin/moderation',
    summary: 'Meldungen',
    description: 'Offene Meldungen (`status=open`, Standard), älteste zuerst; `status=decided`: die entschiedenen.',
    query: ModerationQuery,
    answer: { schema: z.array(ModerationReportAnswer), description: 'Die Meldungen' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/moderation/count',
    summary: 'Anzahl offener Meldungen',
    answer: { schema: ModerationCountAnswer, description: 'Die Anzahl' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/moderation/:id',
    summary: 'Eine Meldung mit dem gemeldeten Inhalt',
    description: 'Der einzige Weg der Verwaltung in eine Unterhaltung: über ihre Meldung.',
    params: IdParam,
    answer: { schema: ModerationDetailAnswer, description: 'Die Meldung im Zusammenhang' },
    errors: [404],
  }),
  admin({
    method: 'post',
    path: '/api/admin/moderation/:id/decision',
    summary: 'Über eine Meldung entscheiden',
    description:
      'Maßnahme (`dismiss`, `hide`, `request_change`, `block_user`) mit Begründung (Pflicht, 400 ohne): sie geht als ' +
      'Begründung an die betroffene Person; die Meldenden erfahren die Entscheidung. Entscheidet alle offenen ' +
      'Meldungen zum selben Inhalt; 409, wenn schon entschieden.',
    params: IdParam,
    body: DecisionBody,
    answer: { schema: ModerationDetailAnswer, description: 'Die entschiedene Meldung' },
    errors: [404, 409],
  }),
];
