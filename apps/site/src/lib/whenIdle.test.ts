import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLoaded } from './whenIdle';

describe('whenLoaded', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    whenLoaded(task, 10_000);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(600);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its deadline, once, even if the page never finishes loading', () => {
    const task = vi.fn();
    whenLoaded(task, 3000);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, runs when idle; a cancel stops it', () => {
    readyState = 'complete';
    const task = vi.fn();
    whenLoaded(task)();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    whenLoaded(task);
    vi.advanceTimersByTime(600);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
