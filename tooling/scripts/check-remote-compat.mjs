#!/usr/bin/env node
// Checks a remote build against the host before it is published on its own (docs/deploying-remotes.md):
//
//   node tooling/scripts/check-remote-compat.mjs <remote-dist-dir | mf-manifest URL>... [--host <host-dist-dir | host URL>]
//
// The remote: a build folder holding mf-manifest.json, or the manifest's URL. The host: the
// federation-host.json its build wrote (a host/dist folder, or the deployed portal's URL such as
// https://portal.example.jp/portal/); without --host, what a host built from this checkout declares
// (tooling/webpack/shared-deps.js and RemoteModule of the shared kernel). Exit 0: every remote is
// compatible; 1: at least one is not (each problem on its own line); 2: something could not be read.
import fs from 'node:fs';
import path from 'node:path';
import { checkRemoteCompat, formatReport, hostDeclarations, HOST_DECLARATIONS_FILE, REMOTE_ANTD_FILE } from './remote-compat.js';
import { hostSharedConfig } from '../webpack/shared-deps.js';
import { hostSharedNames } from '../webpack/shared-vendors.js';
import { RemoteModule } from '../../shared-kernel/src/federation/contract.ts';

const isUrl = (value) => /^https?:\/\//i.test(value);

async function readJson(source, what) {
  if (isUrl(source)) {
    const res = await fetch(source, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${what}: ${source} answered HTTP ${res.status}`);
    return res.json();
  }
  if (!fs.existsSync(source)) throw new Error(`${what}: ${source} does not exist`);
  return JSON.parse(fs.readFileSync(source, 'utf8'));
}

function remoteManifestSource(arg) {
  if (isUrl(arg)) return arg;
  return fs.existsSync(arg) && fs.statSync(arg).isDirectory() ? path.join(arg, 'mf-manifest.json') : arg;
}

function hostSource(arg) {
  if (isUrl(arg)) return arg.endsWith('.json') ? arg : new URL(HOST_DECLARATIONS_FILE, arg.endsWith('/') ? arg : `${arg}/`).href;
  return fs.existsSync(arg) && fs.statSync(arg).isDirectory() ? path.join(arg, HOST_DECLARATIONS_FILE) : arg;
}

async function main(argv) {
  const remotes = [];
  let host = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--host') host = argv[++i] ?? null;
    else if (argv[i]?.startsWith('--host=')) host = argv[i].slice('--host='.length);
    else remotes.push(argv[i]);
  }
  if (remotes.length === 0 || (argv.includes('--host') && !host)) {
    console.error('usage: check-remote-compat.mjs <remote-dist-dir|mf-manifest-url>... [--host <host-dist-dir|host-url>]');
    return 2;
  }
  let declarations;
  let hostLabel;
  try {
    if (host) {
      const source = hostSource(host);
      declarations = await readJson(source, 'host declarations');
      hostLabel = source;
    } else {
      declarations = hostDeclarations(hostSharedConfig(), RemoteModule, { sharedNames: hostSharedNames() });
      hostLabel = 'the host of this checkout';
    }
  } catch (error) {
    console.error(`✗ ${error.message}`);
    return 2;
  }
  console.log(`host: ${hostLabel}`);
  let status = 0;
  for (const remote of remotes) {
    const source = remoteManifestSource(remote);
    let manifest;
    try {
      manifest = await readJson(source, 'remote manifest');
    } catch (error) {
      console.error(`✗ ${error.message}`);
      status = 2;
      continue;
    }
    // its antd components, beside the manifest (older builds have none: a warning)
    const antdSource = isUrl(source) ? new URL(REMOTE_ANTD_FILE, source).href : path.join(path.dirname(source), REMOTE_ANTD_FILE);
    const antdComponents = await readJson(antdSource, 'antd components').catch(() => null);
    const result = checkRemoteCompat(manifest, declarations, antdComponents);
    console.log(formatReport(result, source));
    if (result.errors.length > 0 && status === 0) status = 1;
  }
  return status;
}

process.exitCode = await main(process.argv.slice(2));
