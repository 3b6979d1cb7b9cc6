/**
 * Which home a label scan adds to (docs/mobile.md 'Scan a label'): the home whose page it started on,
 * else the only home, else the home the last scan added to (remembered on this device), else none
 * (the form then asks).
 */

const LAST_SCAN_HOME_KEY = 'hb.scan.lastHomeId';

export function preselectedScanHome(
  currentHomeId: number | undefined,
  homeIds: readonly number[],
  lastUsedHomeId: number | null,
): number | undefined {
  if (currentHomeId !== undefined) return currentHomeId;
  if (homeIds.length === 1) return homeIds[0];
  if (lastUsedHomeId !== null && homeIds.includes(lastUsedHomeId)) return lastUsedHomeId;
  return undefined;
}

/** The home the last scan on this device added to, or null (also where storage is unavailable). */
export function lastScanHome(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_SCAN_HOME_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberScanHome(homeId: number): void {
  try {
    localStorage.setItem(LAST_SCAN_HOME_KEY, String(homeId));
  } catch {
    // Private mode or a full quota: the next scan just asks again.
  }
}
