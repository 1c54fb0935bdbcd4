// The back office: one React island for every /admin/* route, with client-side routing (wouter) and the
// query cache (TanStack Query). The login screen stands alone; the sections share one shell, which stays
// mounted while the admin moves between them.
import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect, Route, Router, Switch } from 'wouter';
import { queryClient } from './query-client.ts';
import { SECTIONS } from './sections.ts';
import AdminShell from './shell/AdminShell.tsx';
import LoginScreen from './shell/LoginScreen.tsx';

export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/admin">
        <Switch>
          <Route path="/login" component={LoginScreen} />
          <Route>
            <AdminShell>
              <Switch>
                {SECTIONS.map(({ path, Screen }) => (
                  <Route key={path} path={path} component={Screen} />
                ))}
                <Route>
                  <Redirect to="/dashboard" replace />
                </Route>
              </Switch>
            </AdminShell>
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>
  );
}
