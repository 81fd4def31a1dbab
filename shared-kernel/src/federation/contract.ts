// The typed contract between the host and the remotes (ARCHITECTURE §2).
// A remote exposes `./routes` whose default export is a RemoteRoutesModule. The host turns every
// remote's route definitions into the router and the top navigation with pure functions.
import type { ComponentType, CSSProperties } from 'react';
import type { CustomerType } from '../contract/entities.ts';

/** A lazily loaded page component (React.lazy-compatible). */
export type LazyPage = () => Promise<{ default: ComponentType }>;

export interface PortalRouteDef {
  /** Path segment relative to the parent (top level: relative to /portal/), e.g. `cash`, `fast`. */
  path: string;
  /** Menu title in Japanese. */
  title?: string;
  /** Excluded from menus (still routable). */
  hidden?: boolean;
  /** Shown in menus only for this customer type. */
  onlyfor?: CustomerType;
  /** Account-opening route: shown only if the customer lacks an allowed account type. */
  openAccount?: boolean;
  /** Shown only to holders of an account with business type SEC-CFD (e.g. contract-msg). */
  requiresSecCfd?: boolean;
  /** Child links in the menu carry `?type=<child path>` (customer and corporate-customer menus). */
  childTypeQuery?: boolean;
  /** A link that leaves the portal (campaign). */
  externalUrl?: string;
  /** Where it sits in the menu; lower first. */
  order?: number;
  /** Rendered outside the layout (full page). */
  outsideLayout?: boolean;
  page?: LazyPage;
  children?: PortalRouteDef[];
}

export interface RemoteRoutesModule {
  /** The remote's container name, e.g. `remote_tools`. */
  remote: string;
  routes: PortalRouteDef[];
}

/** Names of the containers and the modules they expose. */
export const RemoteName = {
  tools: 'remote_tools',
  security: 'remote_security',
  cash: 'remote_cash',
  customer: 'remote_customer',
} as const;
type RemoteNameValue = (typeof RemoteName)[keyof typeof RemoteName];

/** The runtime config the host reads before it starts: container name → manifest URL. */
export type RemotesConfig = Partial<Record<RemoteNameValue, string>>;
export const REMOTES_CONFIG_PATH = '/portal/remotes.json';

/** What remote-security exposes besides `./routes`: the drawers behind the side panel's buttons and the login prompts. */
export interface DrawerProps {
  open: boolean;
  onClose: () => void;
}
export interface SecurityDrawersModule {
  LoginPasswordDrawer: ComponentType<DrawerProps>;
  WithdrawalPasswordDrawer: ComponentType<DrawerProps>;
  TradingPasswordDrawer: ComponentType<DrawerProps>;
  ActiveSessionsDrawer: ComponentType<DrawerProps>;
}
export interface LoginPromptPanelProps {
  /** Called once the customer finished this prompt (the host moves to the next one). */
  onDone: () => void;
  closable: boolean;
}
export interface SecurityPromptsModule {
  ForcedPasswordChangePrompt: ComponentType<LoginPromptPanelProps>;
  MandatoryMfaPrompt: ComponentType<LoginPromptPanelProps>;
}
/** What remote-tools exposes as `./termination-letter`: the banner customer pages show (spec §2). */
export interface TerminationLetterModule {
  TerminationLetterBanner: ComponentType<{ style?: CSSProperties; className?: string }>;
}
/** Module ids the host loads with loadRemote. */
export const RemoteModule = {
  toolsTerminationLetter: 'remote_tools/termination-letter',
  toolsRoutes: 'remote_tools/routes',
  securityRoutes: 'remote_security/routes',
  securityDrawers: 'remote_security/drawers',
  securityPrompts: 'remote_security/prompts',
} as const;
