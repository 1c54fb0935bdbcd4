// Reading the trust checks: a stable's public badge and seals (the listing page, the operator page), the owner's
// view of their checks, and the back office's open checks with their documents' download paths.
import type { Knex } from 'knex';
import {
  sealLabel,
  verificationWhat,
  type AdminTrustCheckDto,
  type OwnerTrustDto,
  type PublicSealDto,
  type SealKind,
  type SealStatus,
  type StableTrustDto,
  type VerificationBadgeDto,
  type VerificationDocumentKind,
} from '#contract/trust.ts';
import { notFound } from '../http/errors.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

interface SealRow {
  id: number;
  stableId: number;
  kind: SealKind;
  name: string;
  stars: number | null;
  validUntil: string;
  status: SealStatus;
  reason: string | null;
  createdAt: Date;
}

function presentSeal(row: SealRow): PublicSealDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    stars: row.stars,
    validUntil: day(row.validUntil),
    label: sealLabel(row),
  };
}

/** The newest granted verification of a stable as its badge, or null. */
export async function badgeOf(db: Knex, stableId: number): Promise<VerificationBadgeDto | null> {
  const row = (await db('stable_verifications')
    .where({ stableId, status: 'granted' })
    .orderBy('decidedAt', 'desc')
    .first('decidedAt', 'documentKind')) as { decidedAt: Date; documentKind: VerificationDocumentKind } | undefined;
  return row ? { verifiedAt: iso(row.decidedAt), what: verificationWhat(row.documentKind) } : null;
}

/** The stable's confirmed seals (expired ones are set so by the seal job), FN first. */
export async function publicSealsOf(db: Knex, stableId: number): Promise<PublicSealDto[]> {
  const rows = (await db('stable_seals')
    .where({ stableId, status: 'confirmed' })
    .orderBy([{ column: 'kind' }, { column: 'validUntil', order: 'desc' }])) as SealRow[];
  return rows.map(presentSeal);
}

/** What the listing page shows beside the stable's name. */
export async function stableTrust(db: Knex, stableId: number): Promise<StableTrustDto | null> {
  const stable = (await db('stables').where({ id: stableId }).first('slug')) as { slug: string } | undefined;
  if (!stable) return null;
  const [badge, seals] = await Promise.all([badgeOf(db, stableId), publicSealsOf(db, stableId)]);
  return { slug: stable.slug, badge, seals };
}

/** GET /api/my/stables/:id/trust: the owner's checks, newest first (the caller checked the ownership). */
export async function ownerTrust(db: Knex, stableId: number): Promise<OwnerTrustDto> {
  const stable = (await db('stables').where({ id: stableId }).first('slug')) as { slug: string } | undefined;
  if (!stable) throw notFound('Stall');
  const verifications = (await db('stable_verifications')
    .where({ stableId })
    .orderBy('createdAt', 'desc')
    .select('id', 'status', 'legalName', 'documentKind', 'createdAt', 'decidedAt', 'reason')) as {
    id: number;
    status: 'pending' | 'granted' | 'refused';
    legalName: string;
    documentKind: VerificationDocumentKind;
    createdAt: Date;
    decidedAt: Date | null;
    reason: string | null;
  }[];
  const seals = (await db('stable_seals').where({ stableId }).orderBy('createdAt', 'desc')) as SealRow[];
  return {
    stableId,
    slug: stable.slug,
    badge: await badgeOf(db, stableId),
    verifications: verifications.map((v) => ({
      ...v,
      createdAt: iso(v.createdAt),
      decidedAt: v.decidedAt ? iso(v.decidedAt) : null,
    })),
    seals: seals.map((s) => ({ ...presentSeal(s), status: s.status, createdAt: iso(s.createdAt), reason: s.reason })),
  };
}

const OWNER_NAME = `coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username)`;

/** GET /api/admin/trust-checks: the open checks, oldest first. */
export async function openChecks(db: Knex): Promise<AdminTrustCheckDto[]> {
  const common = [
    's.name as stableName',
    's.slug as stableSlug',
    'u.email as ownerEmail',
    db.raw(`${OWNER_NAME} AS "ownerName"`),
  ];
  const verifications = (await db('stable_verifications as v')
    .join('stables as s', 's.id', 'v.stableId')
    .join('users as u', 'u.id', 's.ownerId')
    .where('v.status', 'pending')
    .orderBy('v.createdAt')
    .select('v.*', ...common)) as Record<string, unknown>[];
  const seals = (await db('stable_seals as g')
    .join('stables as s', 's.id', 'g.stableId')
    .join('users as u', 'u.id', 's.ownerId')
    .where('g.status', 'pending')
    .orderBy('g.createdAt')
    .select('g.*', ...common)) as Record<string, unknown>[];
  const base = (row: Record<string, unknown>, path: string) => ({
    id: row.id as number,
    stableId: row.stableId as number,
    stableName: row.stableName as string,
    stableSlug: row.stableSlug as string,
    ownerName: row.ownerName as string,
    ownerEmail: row.ownerEmail as string,
    createdAt: iso(row.createdAt as Date),
    documentUrl: row.documentKey ? `/api/admin/${path}/${row.id as number}/document` : null,
  });
  const checks: AdminTrustCheckDto[] = [
    ...verifications.map((row) => ({
      kind: 'verification' as const,
      ...base(row, 'verifications'),
      legalName: row.legalName as string,
      address: row.address as string,
      phone: row.phone as string,
      documentKind: row.documentKind as VerificationDocumentKind,
      seal: null,
    })),
    ...seals.map((row) => ({
      kind: 'seal' as const,
      ...base(row, 'seals'),
      legalName: null,
      address: null,
      phone: null,
      documentKind: null,
      seal: {
        kind: row.kind as SealKind,
        name: sealLabel(row as unknown as SealRow),
        stars: row.stars as number | null,
        validUntil: day(row.validUntil as string),
      },
    })),
  ];
  return checks.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function openCheckCount(db: Knex): Promise<number> {
  const [v, s] = (await Promise.all([
    db('stable_verifications').where('status', 'pending').first(db.raw('count(*)::int AS n')),
    db('stable_seals').where('status', 'pending').first(db.raw('count(*)::int AS n')),
  ])) as { n: number }[];
  return Number(v!.n) + Number(s!.n);
}

/** The stored document of a check (the admin's download), or 404 for no such check. */
export async function documentOf(db: Knex, table: 'stable_verifications' | 'stable_seals', id: number, what: string) {
  const row = (await db(table).where({ id }).first('documentKey', 'documentType')) as
    { documentKey: string | null; documentType: string | null } | undefined;
  if (!row) throw notFound(what);
  return row;
}
