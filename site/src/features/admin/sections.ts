// The back office's sections in sidebar order: path under /admin, label and screen.
import ContactsScreen from './contacts/ContactsScreen.tsx';
import TrustChecksScreen from './trust-checks/TrustChecksScreen.tsx';
import DashboardScreen from './dashboard/DashboardScreen.tsx';
import ListingsScreen from './listings/ListingsScreen.tsx';
import ModerationScreen from './moderation/ModerationScreen.tsx';
import InvoicesScreen from './invoices/InvoicesScreen.tsx';
import ReportsScreen from './reports/ReportsScreen.tsx';
import SettingsScreen from './settings/SettingsScreen.tsx';
import StablesScreen from './stables/StablesScreen.tsx';
import UsersScreen from './users/UsersScreen.tsx';

/** The shell's sections, in sidebar order. */
export const SECTIONS = [
  { path: '/dashboard', label: 'Dashboard', Screen: DashboardScreen },
  { path: '/users', label: 'Benutzer', Screen: UsersScreen },
  { path: '/listings', label: 'Anzeigen', Screen: ListingsScreen },
  { path: '/stables', label: 'Ställe', Screen: StablesScreen },
  { path: '/contacts', label: 'Kontakte', Screen: ContactsScreen },
  { path: '/trust-checks', label: 'Prüfungen', Screen: TrustChecksScreen },
  { path: '/moderation', label: 'Meldungen', Screen: ModerationScreen },
  { path: '/invoices', label: 'Rechnungen', Screen: InvoicesScreen },
  { path: '/reports', label: 'Berichte', Screen: ReportsScreen },
  { path: '/settings', label: 'Einstellungen', Screen: SettingsScreen },
] as const;
