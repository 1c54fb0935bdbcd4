// When the analytics tag may load and when the visitor must be asked first: one rule for the page shell (the
// consent banner and its script), the page policy (CSP) and the settings screen.
import type { PlatformSettings } from './settings.ts';

type AnalyticsSettings = Pick<
  PlatformSettings,
  'enableGoogleAnalytics' | 'analyticsMeasurementId' | 'enableCookieConsent'
>;

/** Analytics is on and has somewhere to report to: without a measurement id nothing loads and nobody is asked. */
export function analyticsConfigured(settings: AnalyticsSettings): boolean {
  return settings.enableGoogleAnalytics && settings.analyticsMeasurementId !== '';
}

/** Whether the visitor is asked before the tag loads (the banner, "Cookie-Einstellungen" in the footer). */
export function consentRequired(settings: AnalyticsSettings): boolean {
  return analyticsConfigured(settings) && settings.enableCookieConsent;
}

/** The Google tag's address for a measurement id. */
export const gtagUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
