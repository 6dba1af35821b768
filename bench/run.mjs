#!/usr/bin/env node
// Every benchmark of the project from one entry point (npm run bench), each writing
// JSON into build/bench/: the native CLI's `bench` for every solver the core lists
// (the solver table, read through the Node module), the WASM module in Node and in
// Chromium (two-phase with the npm package cubing side by side, then the table builds
// and other solvers), the <cube-player> widget's load time, and the camera scan
// (its decision natively, its live read in Chromium). Needs the build
// (scripts/setup.sh). docs/BENCHMARKS.md gives the figures and these commands.
//
//   node bench/run.mjs [--only native,wasm-node,chromium,widget,scan] [--quick]
//
// --quick: fewer states (for a check that everything runs), not for figures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}build/bench`;
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyAt = args.indexOf('--only');
const groups = onlyAt >= 0 ? args[onlyAt + 1].split(',') : ['native', 'wasm-node', 'chromium', 'widget', 'scan'];

/** The solvers' facts (the core's solver table), in the core's order. */
async function solverInfos() {
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`);
  return (await factory()).solvers();
}

/** Runs a command, its stdout parsed as JSON lines (one or more objects). */
function jsonRun(command, argv) {
  const text = execFileSync(command, argv, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const objects = text
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line));
  return objects.length === 1 ? objects[0] : objects;
}

function save(name, data) {
  writeFileSync(`${out}/${name}.json`, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`bench: wrote build/bench/${name}.json`);
}

/** A solver with a choice of tables (the optimal solver) takes seconds a state: a few, on its first table. */
function nativeArgs(info) {
  const choice = info.tableChoices?.[0]?.name;
  if (choice) return ['--table', choice, '--count', quick ? '1' : '5', '--time-ms', '60000'];
  return ['--count', quick ? '10' : '500'];
}

mkdirSync(out, { recursive: true });
const node = process.execPath;
const count = quick ? '20' : '1000';
if (groups.includes('native')) {
  const results = {};
  for (const info of await solverInfos()) {
    console.log(`bench: native ${info.name}`);
    const argv = ['bench', '--solver', info.name, '--seed', '1', '--json', ...nativeArgs(info)];
    results[info.name] = jsonRun(`${root}build/native/cubesolver`, argv);
  }
  save('native', results);
}
if (groups.includes('wasm-node')) {
  console.log('bench: WASM in Node');
  save('wasm-node', {
    twophase: jsonRun(node, ['scripts/bench-wasm.mjs', '--count', count, '--json']),
    tables: jsonRun(node, ['scripts/bench-wasm.mjs', '--tables', '--count', quick ? '10' : '200', '--json']),
  });
}
if (groups.includes('chromium')) {
  console.log('bench: WASM in Chromium');
  save('chromium', {
    twophase: jsonRun(node, ['scripts/bench-chromium.mjs', '--count', count, '--json']),
    tables: jsonRun(node, ['scripts/bench-chromium.mjs', '--tables', '--count', quick ? '10' : '200', '--json']),
  });
}
if (groups.includes('widget')) {
  console.log('bench: <cube-player> in Chromium');
  save('widget', jsonRun(node, ['scripts/bench-widget.mjs', '--runs', quick ? '1' : '3', '--json']));
}
if (groups.includes('scan')) {
  console.log('bench: camera scan (the decision natively, the live read in Chromium)');
  const cli = `${root}build/native/cubesolver`;
  const scanCount = quick ? '50' : '1000';
  save('scan', {
    decision3: jsonRun(cli, ['scan', '--bench', '--count', scanCount, '--json']),
    decision2: jsonRun(cli, ['scan', '--bench', '--puzzle', '2x2x2', '--count', scanCount, '--json']),
    liveRead: jsonRun(node, [
      'scripts/bench-scan.mjs',
      '--runs',
      quick ? '1' : '3',
      '--seconds',
      quick ? '3' : '10',
      '--json',
    ]),
  });
}
