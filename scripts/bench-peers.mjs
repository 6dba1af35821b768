// Side by side with nissy-core's H48 optimal solver (issue 21): the same positions
// (bench/scrambles/, nissy-core's benchmark files), one thread each, on this machine.
// nissy-core is built outside this repository from its public sources (its own
// ./build.sh shell, its table made by ./run gendata); this script only runs it.
// Every solution is replayed by our core: ours by the bench itself, nissy-core's by
// `cubesolver apply`. The optimal lengths must agree (exit status 1 otherwise).
// Not part of `npm test`: a measurement that takes minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `usage: node scripts/bench-peers.mjs NISSY_CORE_DIR [--solver h48h0] [--lengths 16,17]
       [--count 3] [--peer-lengths 16,17] [--tables small,medium,large]
       [--large-table-file build/optimal-large-v4.bin] [--json]
NISSY_CORE_DIR: a nissy-core checkout where ./build.sh shell has made ./run and
'./run gendata -solver SOLVER' has written tables/SOLVER. Solves the first --count
positions of bench/scrambles/scrambles-L.txt for each L of --lengths with
build/native/cubesolver (bench --solver optimal --positions, each table of --tables)
(medium's file build/optimal-medium-v4.bin, built and saved by the first run, as
large's) and, for the lengths of --peer-lengths (default: all), with nissy-core
(./run solve_scramble -t 1). Prints per position and the median per column.`;

const SIZES = ['small', 'medium', 'large'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    solver: { type: 'string', default: 'h48h0' },
    lengths: { type: 'string', default: '16,17' },
    count: { type: 'string', default: '3' },
    'peer-lengths': { type: 'string' },
    tables: { type: 'string', default: 'small,large' },
    'large-table-file': { type: 'string', default: 'build/optimal-large-v4.bin' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length !== 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const nissyDir = resolve(positionals[0]);
const nissyRun = join(nissyDir, 'run');
const cli = resolve('build/native/cubesolver');
const count = Number(values.count);
const list = (text) => text.split(',').filter(Boolean);
const lengths = list(values.lengths).map(Number);
const peerLengths = values['peer-lengths'] ? list(values['peer-lengths']).map(Number) : lengths;
const tables = list(values.tables);
for (const [what, ok] of [
  [`${nissyRun} (run ./build.sh shell in ${nissyDir})`, existsSync(nissyRun)],
  [
    `${join(nissyDir, 'tables', values.solver)} (run ./run gendata -solver ${values.solver} in ${nissyDir})`,
    existsSync(join(nissyDir, 'tables', values.solver)),
  ],
  [`${cli} (npm test or scripts/setup.sh builds it)`, existsSync(cli)],
  [`--count a whole number from 1, not ${values.count}`, Number.isInteger(count) && count > 0],
  [`--tables small, medium and/or large, not ${values.tables}`, tables.every((t) => SIZES.includes(t))],
]) {
  if (!ok) {
    console.error(`bench-peers: missing ${what}`);
    process.exit(2);
  }
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...opts });
  if (r.error) throw r.error;
  return r;
};
const uptime = () => sh('uptime', []).stdout.trim();
const solvedFacelets = sh(cli, ['apply', '--scramble', '']).stdout.trim();

// nissy-core on one position: its solution, replayed by our core, and its times.
function peerSolve(scramble) {
  const r = sh(
    '/usr/bin/time',
    [
      '-f',
      '%e %U',
      nissyRun,
      'solve_scramble',
      '-solver',
      values.solver,
      '-n',
      '1',
      '-M',
      '20',
      '-t',
      '1',
      '-moves',
      scramble,
    ],
    { cwd: nissyDir },
  );
  const solution = r.stdout.trim().split('\n').pop() ?? '';
  const [wall, user] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  const after = sh(cli, ['apply', '--scramble', `${scramble} ${solution}`]).stdout.trim();
  const moves = solution.split(/\s+/).filter(Boolean);
  return {
    length: moves.length,
    solution,
    wallMs: wall * 1000,
    cpuMs: user * 1000,
    replayed: after === solvedFacelets,
  };
}

// Our bench on a file of positions: its JSON report (every solution replayed by it).
function ourBench(file, table) {
  const args = ['bench', '--solver', 'optimal', '--count', '0', '--positions', file, '--json'];
  const tableFile = table === 'large' ? values['large-table-file'] : `build/optimal-${table}-v4.bin`;
  if (table !== 'small') args.push('--table', table, '--table-file', tableFile);
  const r = sh(cli, args);
  const line = r.stdout.trim().split('\n').pop();
  if (!line?.startsWith('{')) throw new Error(`cubesolver ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(line);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-peers-'));
const report = {
  nissyCore: sh('git', ['-C', nissyDir, 'rev-parse', 'HEAD']).stdout.trim(),
  solver: values.solver,
  peerTableBytes: statSync(join(nissyDir, 'tables', values.solver)).size,
  loadBefore: uptime(),
  ours: {},
  rows: [],
};
let disagreements = 0;
for (const L of lengths) {
  const all = readFileSync(`bench/scrambles/scrambles-${L}.txt`, 'utf8').split('\n');
  const scrambles = all
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, count);
  const file = join(dir, `scrambles-${L}.txt`);
  writeFileSync(file, `${scrambles.join('\n')}\n`);
  const ours = {};
  for (const t of tables) {
    ours[t] = ourBench(file, t);
    report.ours[t] ??= { buildMs: [], tableBytes: ours[t].table_bytes };
    report.ours[t].buildMs.push(ours[t].build_ms);
  }
  scrambles.forEach((scramble, i) => {
    const row = { set: L, line: i + 1, scramble };
    for (const t of tables) {
      const s = ours[t].states[i];
      row[t] = { length: s.length, optimal: s.optimal, replayed: s.verified, wallMs: s.ms, cpuMs: s.cpu_ms };
    }
    if (peerLengths.includes(L)) row.peer = peerSolve(scramble);
    const lengthsFound = [...tables.map((t) => row[t].length), ...(row.peer ? [row.peer.length] : [])];
    const proven = tables.every((t) => row[t].optimal && row[t].replayed) && (!row.peer || row.peer.replayed);
    row.agree = proven && lengthsFound.every((n) => n === lengthsFound[0]);
    if (!row.agree) disagreements++;
    report.rows.push(row);
    if (!values.json) {
      const cell = (c) =>
        c
          ? `${c.length}${c.replayed ? '' : ' NOT REPLAYED'} ${(c.cpuMs / 1000).toFixed(2)} s cpu / ${(c.wallMs / 1000).toFixed(2)} s`
          : '-';
      console.log(
        `${L}-${i + 1}: nissy-core ${values.solver} ${cell(row.peer)} | ${tables.map((t) => `${t} ${cell(row[t])}`).join(' | ')}${row.agree ? '' : '  DISAGREE'}`,
      );
    }
  });
}
report.loadAfter = uptime();
report.medians = {};
for (const L of lengths) {
  const rows = report.rows.filter((r) => r.set === L);
  const m = {};
  for (const k of ['peer', ...tables]) {
    if (!rows.some((r) => r[k])) continue;
    m[k] = { cpuMs: median(rows.map((r) => r[k]?.cpuMs)), wallMs: median(rows.map((r) => r[k]?.wallMs)) };
  }
  report.medians[L] = m;
}
if (values.json) console.log(JSON.stringify(report));
else {
  console.log(`nissy-core ${report.nissyCore} ${values.solver}: table ${report.peerTableBytes} bytes`);
  for (const t of tables)
    console.log(
      `ours ${t}: table ${report.ours[t].tableBytes} bytes, build ${report.ours[t].buildMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (one a set; 0: loaded from the file)`,
    );
  for (const [L, m] of Object.entries(report.medians))
    console.log(
      `median ${L}: ${Object.entries(m)
        .map(
          ([k, v]) =>
            `${k === 'peer' ? 'nissy-core' : k} ${(v.cpuMs / 1000).toFixed(2)} s cpu / ${(v.wallMs / 1000).toFixed(2)} s`,
        )
        .join(' | ')}`,
    );
  console.log(`load before: ${report.loadBefore}\nload after: ${report.loadAfter}`);
  console.log(
    disagreements
      ? `${disagreements} position(s) where the lengths disagree or a solution is not proven / replayed`
      : 'every length agrees, every solution replayed',
  );
}
process.exit(disagreements ? 1 : 0);
