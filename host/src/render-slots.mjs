/**
 * At most `size` tasks at once, the others waiting in arrival order. Rendering is mostly CPU: a few
 * renders at once overlap their API waits, fifty at once only share the CPU until all run out of
 * time. A task whose request gave up while it waited (`signal` aborted) never starts.
 */
export function renderSlots(size) {
  let running = 0;
  const waiting = [];
  const next = () => {
    const first = waiting.shift();
    if (first) first();
    else running -= 1;
  };
  return async function inSlot(task, signal) {
    // A finished task hands its slot straight to the first waiting one (`running` stays the same).
    if (running >= size) await new Promise((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      if (signal?.aborted) return null;
      return await task();
    } finally {
      next();
    }
  };
}

/** HOST_RENDER_CONCURRENCY: renders at once per host process (4 unless set). */
export function renderConcurrency(setting = process.env.HOST_RENDER_CONCURRENCY) {
  return setting && /^[1-9]\d*$/.test(setting) ? Number(setting) : 4;
}
