/** The portal's path prefix: every page is below it (the router's basename). */
export const BASENAME = '/portal';
