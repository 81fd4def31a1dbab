// Can this remote build be deployed beside this host? (a remote is deployed alone, without a host
// rebuild, so its manifest must fit the host already running). Compares a remote's mf-manifest.json
// with what the host declares — the shared modules it provides (version, requiredVersion, singleton:
// tooling/webpack/shared-deps.js at the host's build) and the exposed modules it loads (`./routes` of
// every remote, plus the ids of RemoteModule in shared-kernel/src/federation/contract.ts) — and lists
// every problem. Pure functions; the command line is check-remote-compat.mjs, the host's side is
// written at its build as federation-host.json.
import semver from 'semver';

/** The file the host build writes beside index.html (host/webpack.config.js). */
export const HOST_DECLARATIONS_FILE = 'federation-host.json';
/** What a remote build writes beside its mf-manifest.json: its antd version and components (tooling/webpack/antd-components.js). */
export const REMOTE_ANTD_FILE = 'antd-components.json';

/** The container names the host registers (host/src/lib/federation/remotes.ts parseRemotesConfig). */
const CONTAINER_NAME = /^remote_[a-z]+$/;

/**
 * What a host built from this checkout declares.
 * @param {Record<string, { version?: string; requiredVersion?: string | false; singleton?: boolean }>} shared  sharedConfig()
 * @param {Record<string, string>} remoteModules  RemoteModule: key → `remote_x/module`
 * @param {{ antdStylesheet?: string | null, antdComponents?: string[] | null, sharedNames?: Record<string, string[]> | null }} [styles]
 *   the antd version of the host's static stylesheet (tooling/webpack/antd-static-css-plugin.js), when it
 *   ships one, and the antd components it styles; the names its antd and icons modules hold
 *   (tooling/webpack/shared-vendors.js)
 */
export function hostDeclarations(shared, remoteModules, { antdStylesheet = null, antdComponents = null, sharedNames = null } = {}) {
  /** @type {Record<string, string[]>} */
  const expects = { '*': ['./routes'] };
  for (const id of Object.values(remoteModules)) {
    const slash = id.indexOf('/');
    const container = id.slice(0, slash);
    const module = `./${id.slice(slash + 1)}`;
    expects[container] = [...new Set([...(expects[container] ?? []), module])].sort();
  }
  /** @type {Record<string, { version: string; requiredVersion: string | null; singleton: boolean }>} */
  const provides = {};
  for (const [key, config] of Object.entries(shared)) {
    if (!config.version) throw new Error(`shared ${key} has no version`);
    provides[key] = {
      version: config.version,
      requiredVersion: typeof config.requiredVersion === 'string' ? config.requiredVersion : null,
      singleton: config.singleton === true,
    };
  }
  return {
    formatVersion: 1,
    shared: provides,
    expects,
    ...(antdStylesheet ? { antdStylesheet } : {}),
    ...(antdStylesheet && antdComponents ? { antdComponents } : {}),
    ...(sharedNames ? { sharedNames } : {}),
  };
}

/** 6.6.8 of 6.6.8 and of a remote's own copy, 6.6.8-subset.remote-cash (tooling/webpack/shared-vendors.js). */
const release = (version) => (semver.valid(version) ? `${semver.major(version)}.${semver.minor(version)}.${semver.patch(version)}` : version);

/** The host's declaration for a shared module name: the same key, else the longest `prefix/` key it starts with. */
export function hostShareFor(host, name) {
  if (host.shared[name]) return { key: name, ...host.shared[name] };
  const prefixes = Object.keys(host.shared)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length);
  return prefixes[0] ? { key: prefixes[0], ...host.shared[prefixes[0]] } : null;
}

/**
 * @param {any} manifest  the remote's mf-manifest.json
 * @param {ReturnType<typeof hostDeclarations>} host
 * @param {{ antd?: string, components?: string[], imports?: Record<string, string[]> } | null} [antdComponents]  the remote's
 *   REMOTE_ANTD_FILE, when it has one
 * @returns {{ remote: string; errors: string[]; warnings: string[]; checked: { shared: number; exposes: string[] } }}
 */
export function checkRemoteCompat(manifest, host, antdComponents = null) {
  const errors = [];
  const warnings = [];
  const name = manifest?.metaData?.name ?? manifest?.name;
  if (typeof name !== 'string' || !Array.isArray(manifest?.shared) || !Array.isArray(manifest?.exposes)) {
    return {
      remote: String(name ?? '?'),
      errors: ['not a Module Federation manifest (metaData.name, shared[] and exposes[] expected)'],
      warnings,
      checked: { shared: 0, exposes: [] },
    };
  }
  if (!CONTAINER_NAME.test(name))
    errors.push(`container name "${name}": the host registers only names like remote_tools (remote_ and lower-case letters)`);

  for (const entry of manifest.shared) {
    const provided = hostShareFor(host, entry.name);
    const singleton = entry.singleton === true || provided?.singleton === true;
    if (!provided) {
      if (singleton)
        warnings.push(`${entry.name}: singleton the host does not share — the remote will load its own copy ${entry.version ?? ''}`.trim());
      continue;
    }
    if (!singleton) continue;
    const required = entry.requiredVersion;
    if (typeof required === 'string' && required !== '' && !semver.satisfies(provided.version, required, { includePrerelease: true })) {
      errors.push(
        `${entry.name}: the remote requires ${required} of the singleton; the host provides ${provided.version}` +
          ` (shared as "${provided.key}") — the remote would run on a version it was not built for`,
      );
    }
    // The runtime keeps the highest version of a singleton: a remote providing a higher one outside
    // the host's range would hand the host a version the host was not built for (a lower one is
    // never picked while the host provides its own).
    const remoteVersion = semver.valid(entry.version);
    if (
      remoteVersion &&
      provided.requiredVersion &&
      semver.valid(provided.version) &&
      semver.gt(remoteVersion, provided.version) &&
      !semver.satisfies(remoteVersion, provided.requiredVersion, { includePrerelease: true })
    ) {
      errors.push(
        `${entry.name}: the remote provides ${entry.version} of the singleton; the host requires ${provided.requiredVersion}` +
          ' — the highest version wins, so the host itself would run on it',
      );
    }
  }

  // The host's antd stylesheet is made at its build for one antd version, and its theme tells every
  // component inside it (the remotes' too) to write no CSS of its own: a remote's components of
  // another antd version carry class hashes the stylesheet does not know, and would be unstyled.
  if (host.antdStylesheet) {
    const versions = new Set(manifest.shared.filter((e) => e.name === 'antd' || e.name.startsWith('antd/')).map((e) => release(e.version)));
    for (const version of versions) {
      if (version !== host.antdStylesheet)
        errors.push(
          `antd ${version}: the host's stylesheet is made for antd ${host.antdStylesheet} and antd writes no styles at run time inside it` +
            ` — build the remote with antd ${host.antdStylesheet}`,
        );
    }
  }

  // The sheet holds only the components the host's checkout renders: a remote rendering another
  // would show it unstyled.
  if (host.antdStylesheet && Array.isArray(host.antdComponents)) {
    if (!antdComponents || !Array.isArray(antdComponents.components)) {
      warnings.push(`no ${REMOTE_ANTD_FILE}: the antd components it renders could not be checked against the host's stylesheet`);
    } else {
      const missing = antdComponents.components.filter((c) => !host.antdComponents.includes(c));
      if (missing.length > 0)
        errors.push(
          `antd ${missing.join(', ')}: the host's stylesheet has no styles for ${missing.length === 1 ? 'it' : 'them'} (it holds the components` +
            ` of the host's checkout) — rebuild the host from a checkout that has this remote's sources`,
        );
    }
  }

  // The host's antd and icons modules hold the names of the host's checkout: a remote importing
  // another would find it undefined (it takes the host's module whenever the host provides one).
  for (const [pkg, names] of Object.entries(host.sharedNames ?? {})) {
    const needed = antdComponents?.imports?.[pkg];
    if (!Array.isArray(needed)) {
      if (manifest.shared.some((e) => e.name === pkg)) warnings.push(`${pkg}: the names the remote imports are not declared, so not checked`);
      continue;
    }
    const missing = needed.filter((n) => !names.includes(n));
    if (missing.length > 0)
      errors.push(
        `${pkg} ${missing.join(', ')}: the host's shared ${pkg} has no ${missing.length === 1 ? 'such export' : 'such exports'} (it holds the names` +
          ` of the host's checkout) — rebuild the host from a checkout that has this remote's sources`,
      );
  }

  const exposed = new Set(manifest.exposes.map((e) => e.path ?? `./${e.name}`));
  const expected = [...new Set([...(host.expects['*'] ?? []), ...(host.expects[name] ?? [])])].sort();
  for (const module of expected) {
    if (!exposed.has(module)) errors.push(`exposes no ${module}: the host loads ${name}/${module.slice(2)} (it would show its fallback there)`);
  }
  return { remote: name, errors, warnings, checked: { shared: manifest.shared.length, exposes: expected } };
}

/** The report's lines. */
export function formatReport(result, source) {
  const lines = [];
  if (result.errors.length === 0) {
    lines.push(`✓ ${result.remote} (${source}): compatible — ${result.checked.shared} shared modules, exposes ${result.checked.exposes.join(', ')}`);
  } else {
    lines.push(`✗ ${result.remote} (${source}): NOT compatible with the host — do not publish it:`);
    for (const error of result.errors) lines.push(`  - ${error}`);
  }
  for (const warning of result.warnings) lines.push(`  ! ${warning}`);
  return lines.join('\n');
}
