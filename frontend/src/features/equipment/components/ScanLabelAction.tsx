import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { canEditHome } from '../../../shared/homes/home';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { useToast } from '../../../shared/toast/use-toast';
import { lastScanHome, preselectedScanHome, rememberScanHome } from '../scan-home';

const AddEquipmentDialog = lazy(async () => ({ default: (await import('./AddEquipmentDialog')).AddEquipmentDialog }));

export const SCAN_LABEL = 'Scan a label';

interface ScanLabelActionProps {
  /** The home whose page this is; the scan adds to it. */
  homeId?: number;
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
 * action is a floating camera button (above the support chat's).
 */
export function ScanLabelAction({ homeId }: ScanLabelActionProps) {
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('sm'));
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

  function handlePhoto(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    const problem = checkImageFile(photo);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
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
        <Fab
          color="primary"
          aria-label={SCAN_LABEL}
          onClick={openCamera}
          sx={{
            position: 'fixed',
            right: 16,
            // Above the support chat's button (56 px at 16 px from the edge).
            bottom: 88,
            zIndex: (t) => t.zIndex.speedDial,
          }}
        >
          <CameraAltOutlined />
        </Fab>
      ) : (
        <Button variant="outlined" startIcon={<CameraAltOutlined />} onClick={openCamera}>
          {SCAN_LABEL}
        </Button>
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
          />
        </Suspense>
      )}

      <Dialog open={askNext} onClose={() => setAskNext(false)} aria-labelledby="scan-next-title">
        <DialogTitle id="scan-next-title">
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleOutlineRounded color="success" /> Equipment added
          </Box>
        </DialogTitle>
        <DialogContent>
          <Typography>{added} is in your home book. Scan the next label?</Typography>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setAskNext(false)}>
            Done
          </Button>
          <Button variant="contained" startIcon={<CameraAltOutlined />} onClick={openCamera} autoFocus>
            Scan another
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
