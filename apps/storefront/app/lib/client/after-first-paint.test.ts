import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

function fakeView(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const view = {
    document: { visibilityState },
    requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
    setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
  } as unknown as Parameters<typeof afterFirstPaint>[1];
  return { view, frames, timers };
}

describe('afterFirstPaint', () => {
  it('waits for the next frame and then for the task after its paint', () => {
    const { view, frames, timers } = fakeView('visible');
    const task = vi.fn();
    afterFirstPaint(task, view);
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // still before the paint of that frame
    expect(task).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints nothing and runs no frame callbacks', () => {
    const { view, frames } = fakeView('hidden');
    const task = vi.fn();
    afterFirstPaint(task, view);
    expect(task).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});
