// The calls about mails for new messages: the profile's setting, and the unsubscribe page's one call.
import type { MessageDto } from '#contract/account.ts';
import type { MessageMailMode, MessageSettingsDto } from '#contract/message-mails.ts';
import { api } from './api.ts';

export const fetchMessageSettings = () => api<MessageSettingsDto>('/api/me/message-settings');

export const saveMessageSettings = (messageMails: MessageMailMode) =>
  api<MessageSettingsDto>('/api/me/message-settings', { method: 'PUT', body: { messageMails } });

export const unsubscribeMessageMails = (token: string) =>
  api<MessageDto>('/api/message-mails/unsubscribe', { method: 'POST', body: { token } });
