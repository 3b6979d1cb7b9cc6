import { lastScanHome, preselectedScanHome, rememberScanHome } from './scan-home';

describe('the home a label scan adds to', () => {
  it('is the current home when the scan starts on a home page', () => {
    expect(preselectedScanHome(7, [3, 7, 9], 9)).toBe(7);
  });

  it('is the only home when there is one', () => {
    expect(preselectedScanHome(undefined, [3], 9)).toBe(3);
  });

  it('is the last used home when it still exists, else none', () => {
    expect(preselectedScanHome(undefined, [3, 9], 9)).toBe(9);
    expect(preselectedScanHome(undefined, [3, 4], 9)).toBeUndefined();
    expect(preselectedScanHome(undefined, [3, 4], null)).toBeUndefined();
    expect(preselectedScanHome(undefined, [], null)).toBeUndefined();
  });

  it('remembers the last used home on this device', () => {
    localStorage.clear();
    expect(lastScanHome()).toBeNull();
    rememberScanHome(12);
    expect(lastScanHome()).toBe(12);
  });
});
