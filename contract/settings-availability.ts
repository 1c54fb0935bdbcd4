// What this installation can do, as GET /api/admin/settings/availability answers it: the settings screen shows a
// switch whose service is not set up as "nicht verfügbar", and the API refuses to turn it on.
export interface SettingsAvailability {
  /** An SMS provider is configured (SMS_URL). */
  sms: boolean;
}

export const SMS_UNAVAILABLE_MESSAGE =
  'SMS-Benachrichtigungen sind nicht verfügbar: Es ist kein SMS-Anbieter eingerichtet (SMS_URL).';
