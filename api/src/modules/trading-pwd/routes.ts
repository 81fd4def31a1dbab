// tradingPwd/*: the securities-CFD trading password (status, set, change, reset in three steps),
// for holders of a SEC-CFD account only.
import type { BoundRoute } from '../../http/route-spec.ts';
import { secondaryPasswordRoutes } from '../../secondary-passwords/routes.ts';
import type { Services } from '../../services.ts';

export const tradingPwdRoutes = (services: Services): BoundRoute[] => secondaryPasswordRoutes(services, 'trading');
