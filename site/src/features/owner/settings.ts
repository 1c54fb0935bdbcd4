// What the server hands the owner area at mount: the map tile URL (TILE_URL of its configuration) and
// whether the owner must still confirm their e-mail address before the API accepts new listings.
import { createContext, useContext } from 'react';

export interface OwnerSettings {
  tileUrl: string;
  mustConfirmEmail: boolean;
}

export const OwnerSettingsContext = createContext<OwnerSettings>({ tileUrl: '', mustConfirmEmail: false });
export const useOwnerSettings = () => useContext(OwnerSettingsContext);
