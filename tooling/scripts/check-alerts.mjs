// CI's check of the alert rules (deploy/prometheus/alerts.yml):
//   1. `promtool check rules` and `promtool test rules deploy/prometheus/alerts.test.yml` (Debian's
//      `prometheus` package, installed with apt-get when promtool is missing; where it cannot be
//      installed, a structural check of the file stands in and says so);
//   2. every alert has a case in alerts.test.yml;
//   3. every metric an alert reads is one the API exports (its registry, api/src/ops/metrics.ts, and
//      Node's defaults): a renamed metric would leave its alert silent for good.
//   node tooling/scripts/check-alerts.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

import { root } from '../apps.js';

const dir = path.join(root, 'deploy/prometheus');
const rulesFile = path.join(dir, 'alerts.yml');
const testsFile = path.join(dir, 'alerts.test.yml');
const problems = [];
const started = Date.now();

/** promtool, installed from Debian's `prometheus` package when missing (its service is not started). */
function promtool() {
  const works = () => spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
  if (works()) return true;
  console.log("▶ no promtool: installing Debian's prometheus");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  // Debian starts an installed service unless policy-rc.d says no (only one written here is removed).
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = sudo.length === 0 && !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    return apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', 'prometheus']) && works();
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

const rules = YAML.parse(fs.readFileSync(rulesFile, 'utf8'));
const alerts = (rules?.groups ?? []).flatMap((g) => g.rules ?? []).filter((r) => r.alert);

// 1. promtool, or the structure where it cannot be had
let checkedBy;
if (promtool()) {
  checkedBy = 'promtool';
  for (const args of [
    ['check', 'rules', rulesFile],
    ['test', 'rules', testsFile],
  ]) {
    const r = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) problems.push(`promtool ${args.slice(0, 2).join(' ')}:\n${r.stdout}${r.stderr}`);
  }
} else {
  checkedBy = 'a structural check (promtool could not be installed)';
  if (alerts.length === 0) problems.push('alerts.yml has no alerts');
  for (const a of alerts) {
    const where = `alert ${a.alert}`;
    if (!/^[A-Z][A-Za-z0-9]+$/.test(a.alert)) problems.push(`${where}: the name must be CamelCase`);
    if (typeof a.expr !== 'string' || a.expr.trim() === '') problems.push(`${where}: no expr`);
    if (a.for !== undefined && !/^\d+[smhd]$/.test(String(a.for))) problems.push(`${where}: for must be a duration`);
    if (!['page', 'ticket'].includes(a.labels?.severity)) problems.push(`${where}: labels.severity must be page or ticket`);
    if (!a.annotations?.summary || !a.annotations?.description) problems.push(`${where}: a summary and a description`);
  }
}

// 2. a case for every alert
const tests = YAML.parse(fs.readFileSync(testsFile, 'utf8'));
const tested = new Set((tests?.tests ?? []).flatMap((t) => (t.alert_rule_test ?? []).map((c) => c.alertname)));
for (const a of alerts) if (!tested.has(a.alert)) problems.push(`alert ${a.alert} has no case in alerts.test.yml`);

// 3. the metrics the alerts read exist
const { PortalMetrics } = await import(path.join(root, 'api/src/ops/metrics.ts'));
const metrics = new PortalMetrics({ pool: () => ({ total: 0, idle: 0, waiting: 0, max: 1 }), oldestNoticeSeconds: async () => 0 });
const exported = new Set(
  (await metrics.render())
    .split('\n')
    .filter((line) => line.startsWith('# TYPE '))
    .flatMap((line) => {
      const [, , name, type] = line.split(' ');
      return type === 'histogram' ? [name, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name];
    }),
);
exported.add('up');
for (const a of alerts) {
  for (const name of new Set(String(a.expr).match(/\b(?:portal|nodejs|process)_[a-z0-9_]+\b/g) ?? [])) {
    if (!exported.has(name)) problems.push(`alert ${a.alert} reads ${name}, which the API does not export`);
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`✘ alert rules (${seconds} s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ alert rules (${seconds} s): ${alerts.length} alerts checked by ${checkedBy}, each with its cases; every metric they read is exported`);
process.exit(0);
