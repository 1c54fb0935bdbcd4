// Listing statuses, their German badges, and which of them the public may see.

export const LISTING_STATUSES = ['active', 'inactive', 'pending', 'premium'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Aktiv',
  inactive: 'Inaktiv',
  pending: 'Ausstehend',
  premium: 'Premium',
};

/** Statuses whose listings appear in public search, featured lists and detail pages. */
export const PUBLIC_STATUSES = ['active', 'premium'] as const satisfies readonly ListingStatus[];

/** Spec section 4: a missing status is treated as pending. */
export function statusOf(value: string | null | undefined): ListingStatus {
  return (LISTING_STATUSES as readonly string[]).includes(value ?? '') ? (value as ListingStatus) : 'pending';
}
