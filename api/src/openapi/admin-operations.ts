// The document's entries for the back office under /api/admin (its login, me and logout are with the sign-in).
import * as z from 'zod';
import {
  ActivityAnswer,
  AdminReportAnswer,
  AdminStableAnswer,
  AdminStatsAnswer,
  ContactRequestAnswer,
  JobOverviewAnswer,
} from '#contract/admin-answers.ts';
import { ListingAnswer, Message, PublicUserAnswer } from '#contract/answers.ts';
import { AdminListingAnswer } from '#contract/listing-freshness-answers.ts';
import { AdminContactQuery } from '#contract/enquiries.ts';
import { JobIdParam } from '#contract/jobs.ts';
import {
  AdminCreateUserBody,
  AdminListingQuery,
  AdminStableQuery,
  AdminUpdateUserBody,
  AdminUserQuery,
  IdParam,
  ListingPremiumBody,
  ListingStatusBody,
} from '#contract/schemas.ts';
import { PlatformSettings, SettingsUpdate } from '#contract/settings.ts';
import type { Operation } from './operation.ts';

const admin = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  ...operation,
  tag: 'Verwaltung',
  access: 'admin',
});

export const ADMIN_OPERATIONS: Operation[] = [
  admin({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Benutzer suchen',
    query: AdminUserQuery,
    answer: { schema: z.array(PublicUserAnswer), description: 'Die Benutzer' },
  }),
  admin({
    method: 'post',
    path: '/api/admin/users',
    summary: 'Benutzer anlegen',
    body: AdminCreateUserBody,
    answer: { status: 201, schema: PublicUserAnswer, description: 'Angelegt, die E-Mail-Adresse gilt als bestätigt' },
    errors: [409],
  }),
  admin({
    method: 'put',
    path: '/api/admin/users/:id',
    summary: 'Benutzer ändern',
    params: IdParam,
    body: AdminUpdateUserBody,
    answer: { schema: PublicUserAnswer, description: 'Geändert' },
    errors: [404, 409],
  }),
  admin({
    method: 'delete',
    path: '/api/admin/users/:id',
    summary: 'Benutzer löschen',
    description: 'Der letzte Administrator kann nicht gelöscht werden (409).',
    params: IdParam,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404, 409],
  }),
  admin({
    method: 'get',
    path: '/api/admin/listings',
    summary: 'Anzeigen suchen',
    query: AdminListingQuery,
    answer: { schema: z.array(AdminListingAnswer), description: 'Die Anzeigen jeden Status, mit ihrem Ablauf' },
  }),
  admin({
    method: 'put',
    path: '/api/admin/listings/:id/status',
    summary: 'Status einer Anzeige ändern',
    description: 'Freigabe oder Ablehnung einer wartenden Anzeige teilt der Server dem Besitzer per E-Mail mit.',
    params: IdParam,
    body: ListingStatusBody,
    answer: { schema: ListingAnswer, description: 'Die Anzeige danach' },
    errors: [404],
  }),
  admin({
    method: 'put',
    path: '/api/admin/listings/:id/premium',
    summary: 'Anzeige als Premium markieren oder nicht',
    params: IdParam,
    body: ListingPremiumBody,
    answer: { schema: ListingAnswer, description: 'Die Anzeige danach' },
    errors: [404],
  }),
  admin({
    method: 'delete',
    path: '/api/admin/listings/:id',
    summary: 'Anzeige löschen',
    params: IdParam,
    answer: { schema: Message, description: 'Gelöscht' },
    errors: [404],
  }),
  admin({
    method: 'get',
    path: '/api/admin/stables',
    summary: 'Ställe suchen',
    query: AdminStableQuery,
    answer: { schema: z.array(AdminStableAnswer), description: 'Die Ställe mit Besitzer und Anzeigen' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/contacts',
    summary: 'Nachrichten und Anfragen',
    query: AdminContactQuery,
    answer: { schema: z.array(ContactRequestAnswer), description: 'Neueste zuerst' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'Zahlen des Dashboards',
    answer: { schema: AdminStatsAnswer, description: 'Die Zahlen' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/recent-activity',
    summary: 'Letzte Ereignisse',
    answer: { schema: z.array(ActivityAnswer), description: 'Neueste zuerst' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/reports',
    summary: 'Bericht',
    answer: { schema: AdminReportAnswer, description: 'Der Bericht' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Einstellungen der Plattform',
    answer: { schema: PlatformSettings, description: 'Die Einstellungen, fehlende mit ihren Vorgaben' },
  }),
  admin({
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Einstellungen ändern',
    description:
      'Nur die gesendeten Felder ändern sich. SMS-Benachrichtigungen lassen sich nur mit eingerichtetem SMS-Anbieter ' +
      '(SMS_URL) einschalten, sonst 400.',
    body: SettingsUpdate,
    answer: { schema: PlatformSettings, description: 'Alle Einstellungen danach' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/jobs',
    summary: 'Warteschlangen',
    answer: { schema: JobOverviewAnswer, description: 'Die Warteschlangen und fehlgeschlagenen E-Mails' },
  }),
  admin({
    method: 'post',
    path: '/api/admin/jobs/mail/:id/retry',
    summary: 'Fehlgeschlagene E-Mail erneut senden',
    params: JobIdParam,
    answer: { schema: Message, description: 'Wird erneut gesendet' },
    errors: [404],
  }),
];
