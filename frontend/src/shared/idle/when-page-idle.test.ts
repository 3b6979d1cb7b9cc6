import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenPageIdle, type IdleHost } from './when-page-idle';

/** A browser whose load event and idle callbacks the test fires. */
function fakeHost(readyState: DocumentReadyState, withIdleCallback = true) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let nextHandle = 1;
  const host: IdleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    requestIdleCallback: withIdleCallback
      ? vi.fn((callback: () => void, options?: IdleRequestOptions) => {
          expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS });
          idleCallbacks.set(nextHandle, callback);
          return nextHandle++;
        })
      : undefined,
    cancelIdleCallback: (handle) => void idleCallbacks.delete(handle),
    setTimeout: (callback) => {
      timers.set(nextHandle, callback);
      return nextHandle++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  const runAll = (callbacks: Map<number, () => void>) => {
    const pending = [...callbacks.values()];
    callbacks.clear();
    for (const callback of pending) callback();
  };
  return {
    host,
    load: () => {
      const listeners = [...loadListeners];
      loadListeners.clear();
      for (const listener of listeners) listener();
    },
    idle: () => runAll(idleCallbacks),
    tick: () => runAll(timers),
    pending: () => ({ load: loadListeners.size, idle: idleCallbacks.size, timers: timers.size }),
  };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const browser = fakeHost('loading');
    const callback = vi.fn();
    whenPageIdle(callback, browser.host);

    browser.idle();
    expect(callback).not.toHaveBeenCalled();
    browser.load();
    expect(callback).not.toHaveBeenCalled();
    browser.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle callback at once when the page has already loaded', () => {
    const browser = fakeHost('complete');
    const callback = vi.fn();
    whenPageIdle(callback, browser.host);
    expect(browser.pending()).toEqual({ load: 0, idle: 1, timers: 0 });
    browser.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const browser = fakeHost('complete', false);
    const callback = vi.fn();
    whenPageIdle(callback, browser.host);
    expect(callback).not.toHaveBeenCalled();
    browser.tick();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    const beforeLoad = fakeHost('interactive');
    const first = vi.fn();
    whenPageIdle(first, beforeLoad.host)();
    expect(beforeLoad.pending()).toEqual({ load: 0, idle: 0, timers: 0 });

    const afterLoad = fakeHost('loading');
    const second = vi.fn();
    const cancel = whenPageIdle(second, afterLoad.host);
    afterLoad.load();
    cancel();
    afterLoad.idle();
    expect(second).not.toHaveBeenCalled();
    expect(afterLoad.pending()).toEqual({ load: 0, idle: 0, timers: 0 });
  });
});
