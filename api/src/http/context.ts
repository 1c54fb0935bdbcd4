// Types of the Koa application: its per-request state and the services every handler reaches.
import type { ParameterizedContext } from 'koa';
import type { SessionData } from '../auth/session-store.ts';
import type { User } from '../models/User.ts';
import type { Services } from '../services.ts';

export interface AppState {
  requestId: string;
  /** The signed-in user, re-read from the database on every request. */
  user: User | null;
}

export interface AppContextExtras {
  services: Services;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;

type Session = SessionData & {
  regenerate(): Promise<void>;
  save(): Promise<void>;
};

declare module 'koa' {
  interface ExtendableContext {
    session: Session | null;
  }
}
