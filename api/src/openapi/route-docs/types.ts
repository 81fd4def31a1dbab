// What the docs map is keyed by: the name of every route the API serves under its prefix — the
// contract entries' `name` (the OpenAPI operationId) and the routes the API adds (http/route-table.ts).
// Derived from the types, so a part naming an endpoint that does not exist, or the map missing one,
// is a type error.
import type { endpoints } from '@portal/shared-kernel/contract';
import type { extraRoutes } from '../../http/route-table.ts';

/** The OpenAPI summary (one line, Japanese as the screens name the call) and description of a route. */
export interface RouteText {
  readonly summary: string;
  readonly description: string;
}

type Endpoints = typeof endpoints;
type EndpointEntry = { [G in keyof Endpoints]: Endpoints[G][keyof Endpoints[G]] }[keyof Endpoints];

/** The name of every endpoint of the kernel's contract. */
export type EndpointName = EndpointEntry['name'];
/** The name of every route the API adds beside the contract (banner images, openapi.json, the bank simulator). */
export type ExtraRouteName = (typeof extraRoutes)[keyof typeof extraRoutes]['name'];
export type RouteName = EndpointName | ExtraRouteName;

/** The texts of some routes (one file per contract file); unknown names are excess properties. */
export type RouteDocsPart = { readonly [N in RouteName]?: RouteText };
