// withdraw/*: the withdrawal password (status, set, change, reset in three steps).
import type { BoundRoute } from '../../http/route-spec.ts';
import { secondaryPasswordRoutes } from '../../secondary-passwords/routes.ts';
import type { Services } from '../../services.ts';

export const withdrawRoutes = (services: Services): BoundRoute[] => secondaryPasswordRoutes(services, 'withdrawal');
