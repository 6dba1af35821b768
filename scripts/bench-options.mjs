// The options the solver benchmarks share (bench-wasm.mjs in Node, bench-chromium.mjs
// in Chromium), read by node:util's parseArgs: an unknown option or a missing value is
// refused with its own message. `extra` adds a script's own options (parseArgs' form);
// their values come back under `values`.
import { parseArgs } from 'node:util';

const SHARED = {
  count: { type: 'string', default: '1000' },
  seed: { type: 'string', default: '1' },
  max: { type: 'string', default: '20,21' },
  json: { type: 'boolean', default: false },
  'no-cubing': { type: 'boolean', default: false },
  tables: { type: 'boolean', default: false },
  only: { type: 'string' },
  repeat: { type: 'string', default: '1' },
  solver: { type: 'string', default: 'twophase' },
  table: { type: 'string', default: 'small' },
  'time-ms': { type: 'string', default: '60000' },
  'no-known': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

/** Reads argv; prints `usage` and exits on --help; refuses a value out of range by name. */
export function benchOptions(argv, usage, extra = {}) {
  const { values } = parseArgs({ args: argv, options: { ...SHARED, ...extra } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const whole = (name) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${values[name]}`);
    return n;
  };
  const oneOf = (name, allowed) => {
    if (!allowed.includes(values[name])) throw new Error(`--${name}: ${allowed.join(' or ')}, not ${values[name]}`);
    return values[name];
  };
  return {
    count: whole('count'),
    seed: whole('seed'),
    max: values.max.split(',').map(Number),
    json: values.json,
    cubing: !values['no-cubing'],
    tables: values.tables,
    only: values.only?.split(','),
    repeat: whole('repeat'),
    solver: oneOf('solver', ['twophase', 'optimal']),
    table: oneOf('table', ['small', 'medium', 'large', 'xlarge']),
    timeMs: whole('time-ms'),
    known: !values['no-known'],
    values,
  };
}
