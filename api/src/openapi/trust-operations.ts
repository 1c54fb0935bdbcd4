// The document's entries for verified operators and seals (api/src/trust/): the operator page's data, the owner's
// requests with their documents, and the back office's checks, downloads and decisions.
import * as z from 'zod';
import { IdParam } from '#contract/schemas.ts';
import {
  AdminTrustCheckAnswer,
  AdminTrustCountAnswer,
  OwnerTrustAnswer,
  StableProfileAnswer,
} from '#contract/trust-answers.ts';
import { SlugParam, TrustDecisionBody } from '#contract/trust.ts';
import type { Operation } from './operation.ts';

const document = (path: string, what: string): Operation => ({
  method: 'get',
  path,
  tag: 'Verwaltung',
  summary: `Nachweis ${what} herunterladen`,
  description:
    'Der Nachweis liegt unter einem privaten Schlüssel, den keine öffentliche Adresse erreicht; nach der ' +
    'Entscheidung ist er gelöscht (404).',
  access: 'admin',
  params: IdParam,
  answer: {
    type: 'application/pdf',
    description: 'Die Datei (PDF, JPEG oder PNG) als Anhang',
    headers: ['Content-Disposition'],
  },
  errors: [404],
});

const decision = (path: string, what: string): Operation => ({
  method: 'post',
  path,
  tag: 'Verwaltung',
  summary: `Über ${what} entscheiden`,
  description:
    '`grant` erteilt, `refuse` lehnt ab (nur mit Begründung, sonst 400). Der Stall erhält die Entscheidung mit ' +
    'Begründung per E-Mail; der Nachweis wird gelöscht. Schon entschieden: 409.',
  access: 'admin',
  params: IdParam,
  body: TrustDecisionBody,
  answer: { schema: z.array(AdminTrustCheckAnswer), description: 'Die noch offenen Prüfungen' },
  errors: [404, 409],
});

export const TRUST_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/stables/:slug/profile',
    tag: 'Stallplätze',
    summary: 'Betreiberseite eines Stalls',
    description:
      'Der Stall mit seinen öffentlichen Stallplätzen, Bewertungen, Verifizierung und bestätigten Siegeln, ' +
      '„Mitglied seit“ und, ab 5 Unterhaltungen, Antwortquote und Antwortzeit. Ohne öffentlichen Stallplatz 404.',
    access: 'public',
    params: SlugParam,
    answer: { schema: StableProfileAnswer, description: 'Die Betreiberseite' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/my/stables/:id/trust',
    tag: 'Stallbesitzer',
    summary: 'Verifizierung und Siegel des eigenen Stalls',
    access: 'owner',
    params: IdParam,
    answer: { schema: OwnerTrustAnswer, description: 'Anträge, Entscheidungen und Siegel' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/my/stables/:id/verification',
    tag: 'Stallbesitzer',
    summary: 'Verifizierung beantragen',
    description:
      'Als `multipart/form-data`: `legalName`, `address`, `phone`, `documentKind` (`trade_register` oder ' +
      '`utility_bill`) und die Datei `document` (PDF, JPEG oder PNG nach Inhalt, höchstens 8 MB). Ein offener Antrag ' +
      'je Stall (sonst 409).',
    access: 'owner',
    params: IdParam,
    body: 'multipart',
    answer: { status: 201, schema: OwnerTrustAnswer, description: 'Der Stand der Prüfungen' },
    errors: [404, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/api/my/stables/:id/seals',
    tag: 'Stallbesitzer',
    summary: 'Qualitätssiegel einreichen',
    description:
      'Als `multipart/form-data`: `kind` (`fn` mit `stars` 1–5 oder `regional` mit `name`), `validUntil` ' +
      '(JJJJ-MM-TT, nicht vergangen) und die Datei `document`. Öffentlich erst nach Bestätigung; nach Ablauf ' +
      'automatisch ausgeblendet, 30 Tage vorher eine Erinnerung.',
    access: 'owner',
    params: IdParam,
    body: 'multipart',
    answer: { status: 201, schema: OwnerTrustAnswer, description: 'Der Stand der Prüfungen' },
    errors: [404, 413, 415],
  },
  {
    method: 'get',
    path: '/api/admin/trust-checks',
    tag: 'Verwaltung',
    summary: 'Offene Prüfungen (Verifizierungen und Siegel)',
    access: 'admin',
    answer: { schema: z.array(AdminTrustCheckAnswer), description: 'Die offenen Prüfungen, älteste zuerst' },
  },
  {
    method: 'get',
    path: '/api/admin/trust-checks/count',
    tag: 'Verwaltung',
    summary: 'Anzahl offener Prüfungen',
    access: 'admin',
    answer: { schema: AdminTrustCountAnswer, description: 'Die Zahl für die Seitenleiste' },
  },
  document('/api/admin/verifications/:id/document', 'einer Verifizierung'),
  document('/api/admin/seals/:id/document', 'eines Siegels'),
  decision('/api/admin/verifications/:id/decision', 'eine Verifizierung'),
  decision('/api/admin/seals/:id/decision', 'ein Siegel'),
];
