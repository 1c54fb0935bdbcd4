// The stable owner's area: one React island for every /my-stables/* path, with client-side routing (wouter)
// and the query cache (TanStack Query) like the back office. The page around it (header, account navigation)
// is rendered by the server, which also turns away visitors who are signed out or no stable owners.
import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import InboxScreen from './inbox/InboxScreen.tsx';
import ListingScreen from './listings/ListingScreen.tsx';
import NewListingScreen from './listings/NewListingScreen.tsx';
import ConfirmEmailNotice from './ConfirmEmailNotice.tsx';
import OwnerNav from './OwnerNav.tsx';
import OverviewScreen from './overview/OverviewScreen.tsx';
import InvoicesScreen from './premium/InvoicesScreen.tsx';
import PremiumScreen from './premium/PremiumScreen.tsx';
import { ownerQueryClient } from './query-client.ts';
import StableScreen from './stables/StableScreen.tsx';
import TrustScreen from './trust/TrustScreen.tsx';
import ViewingSlotsScreen from './viewings/ViewingSlotsScreen.tsx';
import WaitlistScreen from './waitlist/WaitlistScreen.tsx';
import { useScreenTitle } from './screen-title.ts';
import { OwnerSettingsContext } from './settings.ts';

interface Props {
  /** The map tile URL of the server's configuration (TILE_URL). */
  tileUrl: string;
  mustConfirmEmail?: boolean;
}

export default function OwnerApp({ tileUrl, mustConfirmEmail = false }: Props) {
  return (
    <QueryClientProvider client={ownerQueryClient}>
      <OwnerSettingsContext.Provider value={{ tileUrl, mustConfirmEmail }}>
        <Router base="/my-stables">
          <ScreenTitle />
          <OwnerNav />
          {mustConfirmEmail && <ConfirmEmailNotice />}
          <Switch>
            <Route path="/" component={OverviewScreen} />
            <Route path="/stall/neu">{() => <StableScreen />}</Route>
            <Route path="/stall/:id">{(params) => <StableScreen id={Number(params.id)} />}</Route>
            <Route path="/stall/:id/pruefung">{(params) => <TrustScreen id={Number(params.id)} />}</Route>
            <Route path="/anzeige/neu" component={NewListingScreen} />
            <Route path="/anzeige/:id">{(params) => <ListingScreen key={params.id} id={Number(params.id)} />}</Route>
            <Route path="/anfragen" component={InboxScreen} />
            <Route path="/premium/:id">
              {(params) => <PremiumScreen key={params.id} listingId={Number(params.id)} />}
            </Route>
            <Route path="/rechnungen" component={InvoicesScreen} />
            <Route path="/besichtigungen">{() => <ViewingSlotsScreen />}</Route>
            <Route path="/besichtigungen/:id">{(params) => <ViewingSlotsScreen stableId={Number(params.id)} />}</Route>
            <Route path="/warteliste/:id">
              {(params) => <WaitlistScreen key={params.id} listingId={Number(params.id)} />}
            </Route>
            <Route>
              <Redirect to="~/my-stables" replace />
            </Route>
          </Switch>
        </Router>
      </OwnerSettingsContext.Provider>
    </QueryClientProvider>
  );
}

function ScreenTitle() {
  const [location] = useLocation();
  useScreenTitle(location);
  return null;
}
