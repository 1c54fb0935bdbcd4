// The calls of the account, sign-in and form pages (profile, password, e-mail, newsletter, contact, enquiry):
// apart from lib/api.ts, so the search and listing pages' shared script does not carry them.
import type { MessageDto } from '#contract/account.ts';
import type { HorseData } from '#contract/horse-fields.ts';
import type { ConsentsAnswer, LegalDocument } from '#contract/legal.ts';
import type { PublicUser } from '#contract/types.ts';
import { api } from './api.ts';

export const login = (body: { username: string; password: string }) =>
  api<PublicUser>('/api/login', { method: 'POST', body });

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  isStableOwner: boolean;
  /** The AGB and the Datenschutzerklärung in their current versions (contract/legal.ts). */
  acceptTerms: boolean;
}

export const register = (body: RegisterInput) => api<PublicUser>('/api/register', { method: 'POST', body });

/** Accepts new versions of the legal documents (the /zustimmung page). */
export const acceptConsents = (documents: LegalDocument[]) =>
  api<ConsentsAnswer>('/api/me/consents', { method: 'POST', body: { documents } });

export const subscribeNewsletter = (email: string) =>
  api<{ message?: string }>('/api/newsletter/stallverwaltung', { method: 'POST', body: { email } });

export const sendContactForm = (body: { name: string; email: string; subject: string; message: string }) =>
  api<unknown>('/api/contact-form', { method: 'POST', body });

export interface EnquiryInput {
  name: string;
  email: string;
  phone?: string;
  moveInDate?: string;
  message: string;
  /** "Pferd mitsenden": the active horse's profile. */
  horse?: HorseData;
}

export const sendEnquiry = (listingId: number, body: EnquiryInput) =>
  api<{ id: number; conversationId: number }>(`/api/listings/${listingId}/enquiries`, { method: 'POST', body });

// ---- the signed-in user's account (contract/account.ts) ----

export const updateProfile = (body: { firstName: string; lastName: string; phone: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me', { method: 'PUT', body });

export const changeEmail = (body: { email: string; currentPassword: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me/email', { method: 'PUT', body });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/me/password', { method: 'PUT', body });

export const deleteAccount = (password: string) => api<MessageDto>('/api/me', { method: 'DELETE', body: { password } });

export const resendVerificationMail = () => api<MessageDto>('/api/me/verification-mail', { method: 'POST' });

export const requestPasswordReset = (email: string) =>
  api<MessageDto>('/api/password/forgot', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; password: string }) =>
  api<MessageDto & { user: PublicUser }>('/api/password/reset', { method: 'POST', body });

export const confirmEmail = (token: string) =>
  api<MessageDto>('/api/email/confirm', { method: 'POST', body: { token } });

export const confirmNewsletter = (token: string) =>
  api<MessageDto>('/api/newsletter/confirm', { method: 'POST', body: { token } });

export const unsubscribeNewsletter = (token: string) =>
  api<MessageDto>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
