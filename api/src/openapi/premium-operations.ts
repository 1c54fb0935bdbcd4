// The document's entries for Premium (api/src/premium/): the owner's Premium per listing and its booking, the
// owner's invoices with their PDF, and the back office's invoices.
import * as z from 'zod';
import {
  AdminInvoiceAnswer,
  InvoiceAnswer,
  PremiumBookingAnswer,
  PremiumStateAnswer,
} from '#contract/premium-answers.ts';
import { PremiumBookingBody } from '#contract/premium.ts';
import { IdParam } from '#contract/schemas.ts';
import type { Operation } from './operation.ts';

const owner = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Stallbesitzer',
  access: 'owner',
});

const admin = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Verwaltung',
  access: 'admin',
});

export const PREMIUM_OPERATIONS: Operation[] = [
  owner({
    method: 'get',
    path: '/api/my/listings/:id/premium',
    summary: 'Premium eines eigenen Stallplatzes und die Angebote',
    description:
      'Ob Premium gilt, Beginn und Ende der gebuchten Zeit und die Angebote für 7, 30 und 90 Tage mit Netto, ' +
      'Umsatzsteuer und Brutto (premiumPrice ist der Nettopreis für 30 Tage, anteilig ohne Rabatt).',
    params: IdParam,
    answer: { schema: PremiumStateAnswer, description: 'Premium und die Angebote' },
    errors: [404],
  }),
  owner({
    method: 'post',
    path: '/api/my/listings/:id/premium',
    summary: 'Premium buchen oder verlängern',
    description:
      'Stellt die Rechnung (fortlaufende Nummer) und bucht den Zeitraum; er beginnt am Ende der schon gebuchten ' +
      'Premium-Zeit, sonst sofort, oder erst mit der Zahlung, wenn die Einstellung premiumStartsOn = payment ist.',
    params: IdParam,
    body: PremiumBookingBody,
    answer: { status: 201, schema: PremiumBookingAnswer, description: 'Gebucht' },
    errors: [404],
  }),
  owner({
    method: 'get',
    path: '/api/my/invoices',
    summary: 'Eigene Rechnungen und Stornorechnungen',
    answer: { schema: z.array(InvoiceAnswer), description: 'Neueste zuerst' },
  }),
  owner({
    method: 'get',
    path: '/api/my/invoices/:id/pdf',
    summary: 'Rechnung als PDF',
    description: 'PDF/A-3 mit der E-Rechnung nach EN 16931 (ZUGFeRD/Factur-X, Profil EN 16931) als factur-x.xml.',
    params: IdParam,
    answer: { type: 'application/pdf', description: 'Die PDF-Datei', headers: ['Content-Disposition'] },
    errors: [404],
  }),
  admin({
    method: 'get',
    path: '/api/admin/invoices',
    summary: 'Alle Rechnungen',
    answer: { schema: z.array(AdminInvoiceAnswer), description: 'Neueste zuerst' },
  }),
  admin({
    method: 'put',
    path: '/api/admin/invoices/:id/paid',
    summary: 'Rechnung als bezahlt markieren',
    description: 'Wartet Premium auf die Zahlung, beginnt es jetzt. 409 für bezahlte, stornierte und Stornorechnungen.',
    params: IdParam,
    answer: { schema: AdminInvoiceAnswer, description: 'Die bezahlte Rechnung' },
    errors: [404, 409],
  }),
  admin({
    method: 'post',
    path: '/api/admin/invoices/:id/cancel',
    summary: 'Rechnung stornieren',
    description:
      'Stellt eine Stornorechnung mit eigener Nummer aus derselben Folge aus und beendet den Premium-Zeitraum.',
    params: IdParam,
    answer: { schema: AdminInvoiceAnswer, description: 'Die stornierte Rechnung' },
    errors: [404, 409],
  }),
];
