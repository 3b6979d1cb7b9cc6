// Preloaded into a server under load (in the api bench: BENCH_APP_NODE_ARGS='--import
// ./scripts/bench/event-loop-probe.mjs' with BENCH_APP_OUTPUT=<file>): every 2 s one line on stdout with the
// event-loop delay (perf_hooks.monitorEventLoopDelay: the intervals of a 5 ms timer, so 5.0 is no delay;
// p50, p99, max) and the GC pauses of those 2 s (count, total and longest, from the 'gc' performance
// entries). Diagnostic only: where a tail comes from.
import { writeSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const gc = { count: 0, ms: 0, longest: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.ms += entry.duration;
    gc.longest = Math.max(gc.longest, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
const ms = (ns) => (ns / 1e6).toFixed(1);
setInterval(() => {
  writeSync(
    1,
    `event-loop ${Date.now()} delay p50=${ms(delay.percentile(50))} p99=${ms(delay.percentile(99))} max=${ms(delay.max)} ` +
      `gc count=${gc.count} total=${gc.ms.toFixed(1)} longest=${gc.longest.toFixed(1)}\n`,
  );
  delay.reset();
  Object.assign(gc, { count: 0, ms: 0, longest: 0 });
}, 2000).unref();
