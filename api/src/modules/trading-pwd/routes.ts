// tradingPwd/*: the securities-CFD trading password (status, set, change, reset in three steps),
// for holders of a SEC-CFD account only.
import type { BoundRoute } from '../../http/route-spec.ts';
import { secondaryPasswordRoutes } from '../secondary-password-routes.ts';
import type { Container } from '../../container.ts';

export const tradingPwdRoutes = (c: Container): BoundRoute[] => secondaryPasswordRoutes(c, 'trading');
