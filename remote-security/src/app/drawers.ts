// The `./drawers` module of remote_security: the four drawers behind the side panel's buttons
// (SecurityDrawersModule of the federation contract). Each takes `{ open, onClose }` and renders its
// own antd Drawer with the width of spec §9.
import type { SecurityDrawersModule } from '@portal/shared-kernel/federation';
import { ActiveSessionsDrawer } from '../features/active-sessions/active-sessions-drawer.tsx';
import { LoginPasswordDrawer } from '../features/login-password/login-password-drawer.tsx';
import { TradingPasswordDrawer } from '../features/secondary-password/trading-password-drawer.tsx';
import { WithdrawalPasswordDrawer } from '../features/secondary-password/withdrawal-password-drawer.tsx';

export { ActiveSessionsDrawer, LoginPasswordDrawer, TradingPasswordDrawer, WithdrawalPasswordDrawer };

const drawers: SecurityDrawersModule = { LoginPasswordDrawer, WithdrawalPasswordDrawer, TradingPasswordDrawer, ActiveSessionsDrawer };
export default drawers;
