// The back office: one React island for every /admin/* route, with client-side routing (wouter) and the
// query cache (TanStack Query). The login screen stands alone; every other screen sits in the shell.
import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect, Route, Router, Switch } from 'wouter';
import Toaster from '../../components/Toaster.tsx';
import ContactsScreen from './contacts/ContactsScreen.tsx';
import DashboardScreen from './dashboard/DashboardScreen.tsx';
import ListingsScreen from './listings/ListingsScreen.tsx';
import { queryClient } from './query-client.ts';
import ReportsScreen from './reports/ReportsScreen.tsx';
import SettingsScreen from './settings/SettingsScreen.tsx';
import AdminShell from './shell/AdminShell.tsx';
import LoginScreen from './shell/LoginScreen.tsx';
import StablesScreen from './stables/StablesScreen.tsx';
import UsersScreen from './users/UsersScreen.tsx';

/** The shell's sections, in sidebar order. */
export const SECTIONS = [
  { path: '/dashboard', label: 'Dashboard', Screen: DashboardScreen },
  { path: '/users', label: 'Benutzer', Screen: UsersScreen },
  { path: '/listings', label: 'Anzeigen', Screen: ListingsScreen },
  { path: '/stables', label: 'Ställe', Screen: StablesScreen },
  { path: '/contacts', label: 'Kontakte', Screen: ContactsScreen },
  { path: '/reports', label: 'Berichte', Screen: ReportsScreen },
  { path: '/settings', label: 'Einstellungen', Screen: SettingsScreen },
] as const;

export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/admin">
        <Switch>
          <Route path="/login" component={LoginScreen} />
          {SECTIONS.map(({ path, Screen }) => (
            <Route key={path} path={path}>
              <AdminShell>
                <Screen />
              </AdminShell>
            </Route>
          ))}
          <Route>
            <Redirect to="/dashboard" replace />
          </Route>
        </Switch>
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
