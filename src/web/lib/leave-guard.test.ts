// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './leave-guard';

const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('makes the browser ask only while something is unsaved', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveGuard(unsaved), {
      initialProps: { unsaved: false },
    });
    expect(leaving()).toBe(false);
    rerender({ unsaved: true });
    expect(leaving()).toBe(true);
    rerender({ unsaved: false });
    expect(leaving()).toBe(false);
    rerender({ unsaved: true });
    unmount();
    expect(leaving()).toBe(false);
  });
});
