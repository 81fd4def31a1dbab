declare module '*.css';
/** tooling/webpack/react-router-client.js: React Router's client API, the host's `react-router` share. */
declare module '@portal/react-router-client' {
  export * from 'react-router';
}
/** antd as the names the workspace imports (tooling/webpack/shared-vendors.js), the host's `antd` share. */
declare module '@portal/antd-provided' {
  export * from 'antd';
}
/** @ant-design/icons likewise, the host's `@ant-design/icons` share. */
declare module '@portal/icons-provided' {
  export * from '@ant-design/icons';
}
/** valibot and @simplewebauthn/browser likewise, the host's shares of the same names. */
declare module '@portal/valibot-provided' {
  export * from 'valibot';
}
declare module '@portal/webauthn-provided' {
  export * from '@simplewebauthn/browser';
}
