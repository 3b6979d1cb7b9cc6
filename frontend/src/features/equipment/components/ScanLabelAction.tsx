import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { canEditHome } from '../../../shared/homes/home';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { useSmallScreen } from '../../../shared/plain-ui/use-small-screen';
import { useOffline } from '../../../shared/offline/use-offline';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
import { useToast } from '../../../shared/toast/use-toast';
import type { Equipment } from '../equipment';
import { lastScanHome, preselectedScanHome, rememberScanHome } from '../scan-home';
import { SHARED_PHOTO_PARAM, takeSharedPhoto } from '../shared-photo';

const AddEquipmentDialog = lazy(async () => ({ default: (await import('./AddEquipmentDialog')).AddEquipmentDialog }));
const ScanNextDialog = lazy(async () => ({ default: (await import('./ScanNextDialog')).ScanNextDialog }));

export const SCAN_LABEL = 'Scan a label';

interface ScanLabelActionProps {
  /** The home whose page this is; the scan adds to it. */
  homeId?: number;
  /** The reading filled the home's empty card of its kind: the route shows that card (its home's page, `?show=`). */
  onFilled?: (equipment: Equipment) => void;
}

/** A photo being read into the Add form; the key tells two scans apart. */
interface Scan {
  photo: File;
  homeId: number | undefined;
}

/**
 * 'Scan a label' (docs/mobile.md): one tap opens the camera, the photo is read by the label analysis
 * of the Add New Equipment dialog, which opens filled in with the home preselected; 'Add Equipment' is
 * the second tap. Afterwards 'Scan another' goes straight back to the camera. On small screens the
 * action is a floating camera button (above the support chat's). The button is plain (plain-ui-signed-in.css)
 * as it is part of the home list's first paint; the dialogs are MUI's, loaded with the first photo.
 */
export function ScanLabelAction({ homeId, onFilled }: ScanLabelActionProps) {
  const smallScreen = useSmallScreen();
  const inputRef = useRef<HTMLInputElement>(null);
  const { data: allHomes = [] } = useGetHomesQuery();
  // Only the homes the user may add equipment to: not those shared with them as a viewer (issue 15).
  const homes = allHomes.filter(canEditHome);
  const { toast } = useToast();
  const [scan, setScan] = useState<Scan | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [askNext, setAskNext] = useState(false);

  function openCamera() {
    setAskNext(false);
    inputRef.current?.click();
  }

  const offline = useOffline();
  const { user } = useCurrentUser();
  // A photo shared to the installed app (the share target): the service worker kept it and opened
  // `/?shared-label=1`; Add Equipment opens with it once the homes are known. Read from the address itself
  // (and the parameter dropped in place), so the action needs no router.
  const sharedTaken = useRef(false);
  useEffect(() => {
    if (sharedTaken.current || allHomes.length === 0) return;
    const address = new URL(window.location.href);
    if (!address.searchParams.has(SHARED_PHOTO_PARAM)) return;
    sharedTaken.current = true;
    address.searchParams.delete(SHARED_PHOTO_PARAM);
    window.history.replaceState(window.history.state, '', address.pathname + address.search + address.hash);
    void takeSharedPhoto().then((photo) => {
      if (photo) scanPhoto(photo);
    });
  }, [allHomes.length]);

  /** Offline, the photo is kept on the device and read when the network returns (the queue). */
  async function keepForLater(photo: File) {
    // Loaded with the first photo taken offline (idb stays out of the first page).
    const { CaptureQueue, keepLabelPhoto } = await import('../capture-queue');
    const { kept, title, description } = await keepLabelPhoto(new CaptureQueue(user!.id), photo);
    toast({ title, description, ...(kept ? {} : { variant: 'destructive' as const }) });
  }

  function handlePhoto(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    const problem = checkImageFile(photo);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (offline && user) {
      void keepForLater(photo);
      return;
    }
    scanPhoto(photo);
  }

  function scanPhoto(photo: File) {
    const ids = homes.map(({ id }) => id);
    setScan({ photo, homeId: preselectedScanHome(homeId, ids, lastScanHome()) });
    setAdded(null);
    setFormOpen(true);
  }

  // Every home is shared with the user as a viewer: there is nowhere to add what a label says.
  if (allHomes.length > 0 && homes.length === 0) return null;

  return (
    <>
      {smallScreen ? (
        <button type="button" className="yhb-fab" aria-label={SCAN_LABEL} onClick={openCamera}>
          <PlainIcon path={signedInIconPaths.cameraAltOutlined} />
        </button>
      ) : (
        <button type="button" className="yhb-button yhb-button--outlined" onClick={openCamera}>
          <span className="yhb-button__start-icon">
            <PlainIcon path={signedInIconPaths.cameraAltOutlined} />
          </span>
          {SCAN_LABEL}
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        hidden
        accept="image/*"
        capture="environment"
        aria-label={`${SCAN_LABEL} photo`}
        onChange={handlePhoto}
      />

      {scan && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <AddEquipmentDialog
              open={formOpen}
              onClose={() => setFormOpen(false)}
              defaultHomeId={scan.homeId}
              labelPhoto={scan.photo}
              onAdded={(equipment) => {
                rememberScanHome(equipment.homeId);
                setAdded(equipment.name);
                setAskNext(true);
              }}
              onFilled={(equipment) => {
                rememberScanHome(equipment.homeId);
                onFilled?.(equipment);
              }}
            />
            <ScanNextDialog open={askNext} added={added} onClose={() => setAskNext(false)} onScanAnother={openCamera} />
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
