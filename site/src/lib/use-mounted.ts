// False during server rendering and hydration, true after: state that lives only in the browser (local
// storage, the theme class) is shown from then on, so the first client render matches the server's HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
