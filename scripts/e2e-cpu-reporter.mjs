// A Playwright reporter that says what CPU time each end-to-end test and spec costs:
// on this CPU-bound machine (SwiftShader draws on the CPU) wall time is noise, CPU time
// is not. It reads the cgroup v1 cpuacct counter of the cgroup the run is in (Chromium,
// the test workers and the preview server together), so run Playwright alone in a
// cgroup of its own, one worker (docs/BENCHMARKS.md, "The checks"):
//   mkdir -p /sys/fs/cgroup/cpuacct/e2e && echo $$ > /sys/fs/cgroup/cpuacct/e2e/cgroup.procs
//   CG=/sys/fs/cgroup/cpuacct/e2e OUT=/tmp/e2e-cpu.tsv npx playwright test --workers=1 \
//     --reporter=list,./scripts/e2e-cpu-reporter.mjs [SPEC...]
// OUT gets a line per test (CPU s, wall s, status, spec:line title), then per spec
// (CPU s, tests, spec) and the run's total. With MARKS=FILE, FILE gets each test's start
// and end (ms since 1970), status and title: scripts/cpu-by-thread.mjs reads it to say
// which processes each test's CPU went to.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const cgroup = process.env.CG;
const out = process.env.OUT ?? 'e2e-cpu.tsv';
const marks = process.env.MARKS;
const usage = () => Number(readFileSync(`${cgroup}/cpuacct.usage`, 'utf8')) / 1e9;

export default class CpuReporter {
  onBegin() {
    if (!cgroup) throw new Error('e2e-cpu-reporter: set CG to the cgroup the run is in');
    writeFileSync(out, '');
    if (marks) writeFileSync(marks, '');
    this.start = usage();
    this.startWall = Date.now();
    this.specs = new Map();
  }

  onTestBegin() {
    this.cpu = usage();
    this.wall = Date.now();
  }

  onTestEnd(test, result) {
    const cpu = usage() - this.cpu;
    const wall = (Date.now() - this.wall) / 1000;
    const spec = test.location.file.split('/').pop();
    const [sum, n] = this.specs.get(spec) ?? [0, 0];
    this.specs.set(spec, [sum + cpu, n + 1]);
    const line = `${cpu.toFixed(1)}\t${wall.toFixed(1)}\t${result.status}\t${spec}:${test.location.line} ${test.title}`;
    appendFileSync(out, `${line}\n`);
    if (marks)
      appendFileSync(
        marks,
        `${this.wall}\t${Date.now()}\t${result.status}\t${spec}:${test.location.line} ${test.title}\n`,
      );
  }

  onEnd() {
    const specs = [...this.specs].sort((a, b) => b[1][0] - a[1][0]);
    const lines = specs.map(([spec, [cpu, n]]) => `SPEC\t${cpu.toFixed(1)}\t${n}\t${spec}`);
    const total = `TOTAL\t${(usage() - this.start).toFixed(1)}\t${((Date.now() - this.startWall) / 1000).toFixed(1)} s wall`;
    appendFileSync(out, `${[...lines, total].join('\n')}\n`);
  }
}
