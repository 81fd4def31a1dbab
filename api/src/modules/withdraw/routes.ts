// withdraw/*: the withdrawal password (status, set, change, reset in three steps).
import type { BoundRoute } from '../../http/route-spec.ts';
import { secondaryPasswordRoutes } from '../secondary-password-routes.ts';
import type { Container } from '../../container.ts';

export const withdrawRoutes = (c: Container): BoundRoute[] => secondaryPasswordRoutes(c, 'withdrawal');
