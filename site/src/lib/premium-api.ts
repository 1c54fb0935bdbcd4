// Premium's calls (contract/premium.ts): a listing's Premium and its booking, the owner's invoices, and the back
// office's invoices with payment and cancellation. The PDFs are plain links (invoicePdfPath), not fetched here.
import type {
  AdminInvoiceDto,
  InvoiceDto,
  PremiumBookingDto,
  PremiumDays,
  PremiumStateDto,
} from '#contract/premium.ts';
import { api } from './api.ts';

export const fetchPremium = (listingId: number, signal?: AbortSignal) =>
  api<PremiumStateDto>(`/api/my/listings/${listingId}/premium`, { signal });

export const bookPremium = (listingId: number, days: PremiumDays) =>
  api<PremiumBookingDto>(`/api/my/listings/${listingId}/premium`, { method: 'POST', body: { days } });

export const fetchMyInvoices = (signal?: AbortSignal) => api<InvoiceDto[]>('/api/my/invoices', { signal });

export const invoicePdfPath = (id: number) => `/api/my/invoices/${id}/pdf`;

export const fetchAdminInvoices = (signal?: AbortSignal) => api<AdminInvoiceDto[]>('/api/admin/invoices', { signal });

export const markInvoicePaid = (id: number) =>
  api<AdminInvoiceDto>(`/api/admin/invoices/${id}/paid`, { method: 'PUT' });

export const cancelInvoice = (id: number) =>
  api<AdminInvoiceDto>(`/api/admin/invoices/${id}/cancel`, { method: 'POST' });

/** "27.11.2026, 14:05" in German time. */
export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
