// Which process and thread of a run spends the CPU: the end-to-end suite's Chromium
// (renderer, GPU process and SwiftShader's raster threads, browser, the solver and
// service workers), Playwright and the preview server. e2e-cpu-reporter.mjs says what
// each test costs; this says where it goes (docs/BENCHMARKS.md, "The checks").
//
//   node scripts/cpu-by-thread.mjs sample CG OUT [ms]   # until killed: OUT gets a line
//       every ms (250) with the cgroup's counter and each thread's CPU so far
//   node scripts/cpu-by-thread.mjs report OUT [MARKS]   # the whole sample by thread;
//       with MARKS (e2e-cpu-reporter.mjs's, MARKS=...), each test by process too
//
// CG is a cgroup v1 cpuacct directory the run is in (e2e-cpu-reporter.mjs's header);
// run the sampler outside it (its own CPU is not the run's). A thread's CPU is utime +
// stime from /proc/PID/task/TID/stat, kept at its last sample: a thread that ends loses
// up to one interval, so the sum is a little under the cgroup's counter.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ

/** A process's kind: Chromium's --type (utility processes by their service), else the program. */
function kindOf(pid) {
  let line;
  try {
    line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return null;
  }
  // Chromium's children rewrite their command line into one string: match, do not split.
  if (/chrom/.test(line.split(' ')[0])) {
    const type = line.match(/--type=(\S+)/)?.[1];
    if (!type) return 'chromium-browser';
    if (type === 'utility') return `chromium-${line.match(/--utility-sub-type=([^.\s]+)/)?.[1] ?? 'utility'}`;
    return `chromium-${type}`;
  }
  if (/vite/.test(line) && /preview/.test(line)) return 'vite-preview';
  if (/playwright/.test(line)) return 'playwright';
  return line.split(' ')[0].split('/').pop() || 'unknown';
}

function sample(cg, out, ms) {
  const kinds = new Map(); // pid -> kind (asked again while a wrapper script may still exec)
  const threads = new Map(); // pid/tid -> [kind|thread, seconds]
  writeFileSync(out, '');
  const once = () => {
    let pids = [];
    try {
      pids = readFileSync(`${cg}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
    } catch {
      return;
    }
    for (const pid of pids) {
      const known = kinds.get(pid);
      if (!known || known === 'sh' || known === 'node') kinds.set(pid, kindOf(pid));
      const kind = kinds.get(pid);
      if (!kind) continue;
      let tids = [];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        let stat;
        try {
          stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        } catch {
          continue;
        }
        const close = stat.lastIndexOf(')');
        // Thread names without their numbers: the pool's threads add up as one.
        const name = stat
          .slice(stat.indexOf('(') + 1, close)
          .replace(/\d+$/, '#')
          .replace(/\s+/g, '_');
        const fields = stat.slice(close + 2).split(' ');
        threads.set(`${pid}/${tid}`, [`${kind}|${name}`, (Number(fields[11]) + Number(fields[12])) / TICKS]);
      }
    }
    const sums = {};
    for (const [key, s] of threads.values()) sums[key] = (sums[key] ?? 0) + s;
    const usage = Number(readFileSync(`${cg}/cpuacct.usage`, 'utf8')) / 1e9;
    appendFileSync(out, `${JSON.stringify({ t: Date.now(), usage, sums })}\n`);
  };
  once();
  setInterval(once, ms);
}

function report(out, marks) {
  const lines = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const at = (t) => lines.findLast((s) => s.t <= t) ?? lines[0];
  const between = (a, b, byProcess) => {
    const d = new Map();
    for (const [key, s] of Object.entries(b.sums)) {
      const k = byProcess ? key.split('|')[0] : key;
      d.set(k, (d.get(k) ?? 0) + s - (a.sums[key] ?? 0));
    }
    return [...d].filter(([, s]) => s >= 0.05).sort((x, y) => y[1] - x[1]);
  };
  const first = lines[0];
  const last = lines.at(-1);
  const whole = between(first, last, false);
  const sum = whole.reduce((s, [, v]) => s + v, 0);
  console.log(`${sum.toFixed(1)} of ${(last.usage - first.usage).toFixed(1)} CPU-s, by process|thread:`);
  for (const [k, s] of whole)
    console.log(`${s.toFixed(1).padStart(8)}  ${((100 * s) / sum).toFixed(0).padStart(3)} %  ${k}`);
  if (!marks) return;
  console.log('\nper test (CPU-s: the cgroup, then by process):');
  for (const line of readFileSync(marks, 'utf8').trim().split('\n')) {
    const [start, end, , title] = line.split('\t');
    const a = at(Number(start));
    const b = at(Number(end));
    const parts = between(a, b, true).map(([k, s]) => `${k.replace('chromium-', '')} ${s.toFixed(1)}`);
    console.log(`${(b.usage - a.usage).toFixed(1).padStart(6)}  ${title}\n        ${parts.join(', ')}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'sample' && args.length >= 2) sample(args[0], args[1], Number(args[2] ?? 250));
else if (command === 'report' && args.length >= 1) report(args[0], args[1]);
else {
  console.error('usage: cpu-by-thread.mjs sample CG OUT [ms] | report OUT [MARKS]');
  process.exit(2);
}
