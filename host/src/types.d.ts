declare module '*.css';
/** tooling/webpack/react-router-client.js: React Router's client API, the host's `react-router` share. */
declare module '@portal/react-router-client' {
  export * from 'react-router';
}
