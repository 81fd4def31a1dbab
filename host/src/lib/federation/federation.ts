// The host's Module Federation instance (ARCHITECTURE §2), created the first time the host loads a
// remote — after login, or for a kept login once the layout is on screen. The host is an ordinary
// webpack application, not a federation container: its start-up (the login page above all) carries
// no federation runtime and no share-scope bookkeeping, and its own imports of react, the kernel
// and the rest are plain, tree-shaken modules. This chunk provides the very module instances the
// host runs on to the remotes' share scope, so every remote renders with the host's React, router,
// session store and antd contexts (theme, locale).
//
// The list is hostSharedConfig() (tooling/webpack/shared-deps.js), passed in by the build as
// __PORTAL_HOST_SHARED__ (versions and rules); federation.test.ts fails when a key has no module
// here or a module here is not in the list.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import resiliencePlugin from './resilience-plugin.ts';

import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
// React Router's client API (tooling/webpack/react-router-client.js), not the whole package
import * as reactRouter from '@portal/react-router-client';
import * as dayjs from 'dayjs';
import * as dayjsLocaleJa from 'dayjs/locale/ja.js';
import * as dayjsTimezone from 'dayjs/plugin/timezone.js';
import * as dayjsUtc from 'dayjs/plugin/utc.js';
// The kernel's store is built on jotai: remotes that reach jotai through the kernel get the host's.
/* eslint-disable no-restricted-imports -- provided to the share scope, never used here */
import * as jotai from 'jotai';
import * as jotaiReact from 'jotai/react';
import * as jotaiVanilla from 'jotai/vanilla';
/* eslint-enable no-restricted-imports */
import * as kernel from '@portal/shared-kernel';
import * as kernelContract from '@portal/shared-kernel/contract';
import * as kernelFederation from '@portal/shared-kernel/federation';
import * as kernelReact from '@portal/shared-kernel/react';
import * as cssinjs from '@ant-design/cssinjs';
import * as antdConfigContext from 'antd/es/config-provider/context';
import * as antdDisabledContext from 'antd/es/config-provider/DisabledContext';
import * as antdSizeContext from 'antd/es/config-provider/SizeContext';
import * as antdLocaleContext from 'antd/es/locale/context';
import * as antdThemeContext from 'antd/es/theme/context';
import * as antdValidateMessagesContext from 'antd/es/form/validateMessagesContext';
import * as antdAppContext from 'antd/es/app/context';
import * as antdZIndexContext from 'antd/es/_util/zindexContext';
import * as antdWarning from 'antd/es/_util/warning';
import * as motionContext from '@rc-component/motion/es/context';
import * as triggerContext from '@rc-component/trigger/es/context';
import * as portalContext from '@rc-component/portal/es/Context';
import * as iconsContext from '@ant-design/icons/es/components/Context';

interface ShareRules {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

declare const __PORTAL_HOST_SHARED__: Record<string, ShareRules>;

/** Share key → the module the host itself runs on. */
const providedModules: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  dayjs,
  'dayjs/locale/ja.js': dayjsLocaleJa,
  'dayjs/plugin/timezone.js': dayjsTimezone,
  'dayjs/plugin/utc.js': dayjsUtc,
  jotai,
  'jotai/react': jotaiReact,
  'jotai/vanilla': jotaiVanilla,
  '@portal/shared-kernel': kernel,
  '@portal/shared-kernel/contract': kernelContract,
  '@portal/shared-kernel/federation': kernelFederation,
  '@portal/shared-kernel/react': kernelReact,
  '@ant-design/cssinjs': cssinjs,
  'antd/es/config-provider/context': antdConfigContext,
  'antd/es/config-provider/DisabledContext': antdDisabledContext,
  'antd/es/config-provider/SizeContext': antdSizeContext,
  'antd/es/locale/context': antdLocaleContext,
  'antd/es/theme/context': antdThemeContext,
  'antd/es/form/validateMessagesContext': antdValidateMessagesContext,
  'antd/es/app/context': antdAppContext,
  'antd/es/_util/zindexContext': antdZIndexContext,
  'antd/es/_util/warning': antdWarning,
  '@rc-component/motion/es/context': motionContext,
  '@rc-component/trigger/es/context': triggerContext,
  '@rc-component/portal/es/Context': portalContext,
  '@ant-design/icons/es/components/Context': iconsContext,
};

/**
 * antd, its icons, valibot and @simplewebauthn/browser as the names the whole workspace imports
 * (tooling/webpack/shared-vendors.js): not loaded until a remote asks, each its own chunk. The
 * browser prefetches them (idle, lowest priority, not run) once this chunk is there, so a remote's
 * first page finds them in its cache. valibot and @simplewebauthn/browser are the very modules the
 * host runs on (the boot's, the login page's): after a login their chunks add only the names the
 * host does not use itself. (react-hook-form the remotes share among themselves.)
 */
const lazyModules: Record<string, () => Promise<object>> = {
  antd: () => import(/* webpackChunkName: "portal-antd", webpackPrefetch: true */ '@portal/antd-provided'),
  '@ant-design/icons': () => import(/* webpackChunkName: "portal-icons", webpackPrefetch: true */ '@portal/icons-provided'),
  valibot: () => import(/* webpackChunkName: "portal-valibot", webpackPrefetch: true */ '@portal/valibot-provided'),
  '@simplewebauthn/browser': () => import(/* webpackChunkName: "portal-webauthn", webpackPrefetch: true */ '@portal/webauthn-provided'),
};

/**
 * The shared modules in the runtime's form: those the host runs on are already loaded, so
 * `loaded-first` picks them; the lazy ones load on a remote's first use.
 */
function sharedOptions() {
  return Object.fromEntries(
    Object.entries(__PORTAL_HOST_SHARED__).map(([key, rule]) => {
      const shareConfig = { singleton: rule.singleton, requiredVersion: rule.requiredVersion };
      const module = providedModules[key];
      if (module) return [key, { version: rule.version, lib: () => module, shareConfig }];
      const load = lazyModules[key];
      if (!load) throw new Error(`the host provides no module for shared ${key}`);
      return [key, { version: rule.version, get: () => load().then((loaded) => () => loaded), shareConfig }];
    }),
  );
}

export const federation: ModuleFederation = createInstance({
  name: 'host',
  remotes: [],
  shared: sharedOptions(),
  plugins: [resiliencePlugin()],
  shareStrategy: 'loaded-first',
});
