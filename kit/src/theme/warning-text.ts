// The password fields' warning text (antd's gold 9), part of the portal theme (portal-theme.ts). A
// module of its own because the login page shows those warnings before antd is loaded: it imports
// this one string, not the theme.
export const warningTextColor = '#874d00';
