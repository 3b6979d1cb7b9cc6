import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { ownsHome, type Home } from '../../../shared/homes/home';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
import { useToast } from '../../../shared/toast/use-toast';
import { homeExportUrl, useDownloadHomeBookMutation } from '../api';

const loadLabelSheetDialog = () => import('./LabelSheetDialog');
// Loaded with MUI when first opened (its selects are not needed to show the home); pointing at the button
// or focusing it starts the download.
const LabelSheetDialog = lazy(async () => ({ default: (await loadLabelSheetDialog()).LabelSheetDialog }));

/** A plain button's start icon (plain-ui-signed-in.css), as MUI's Button draws `startIcon`. */
function StartIcon({ path }: { path: string }) {
  return (
    <span className="yhb-button__start-icon">
      <PlainIcon path={path} />
    </span>
  );
}

/**
 * The home page's 'Export', 'Download home book (PDF)' and 'Print QR labels'. Members read the home book
 * and the labels; the archive is the owner's data (the server answers a member 403), so only the owner
 * sees 'Export'. The buttons are plain (part of the home page's first paint); the label dialog is MUI's.
 */
export function HomeArchiveActions({ home }: { home: Pick<Home, 'id' | 'name' | 'access'> }) {
  const [downloadBook, { isLoading }] = useDownloadHomeBookMutation();
  const [labelsOpen, setLabelsOpen] = useState(false);
  // Stays mounted after the first open, so closing animates.
  const [labelsLoaded, setLabelsLoaded] = useState(false);
  const { toast } = useToast();

  async function handleBook() {
    try {
      await downloadBook({ id: home.id, name: home.name }).unwrap();
      toast({ title: 'PDF Generated', description: `The home book for ${home.name} has been downloaded.` });
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: errorMessage(error, 'Failed to generate PDF. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      {ownsHome(home) && (
        <a href={homeExportUrl(home.id)} download className="yhb-button yhb-button--outlined">
          <StartIcon path={signedInIconPaths.fileDownloadOutlined} />
          Export
        </a>
      )}
      <button type="button" className="yhb-button yhb-button--outlined" disabled={isLoading} onClick={handleBook}>
        <StartIcon path={signedInIconPaths.pictureAsPdfOutlined} />
        {isLoading ? 'Preparing PDF...' : 'Download home book (PDF)'}
      </button>
      <button
        type="button"
        className="yhb-button yhb-button--outlined"
        onPointerEnter={() => void loadLabelSheetDialog()}
        onFocus={() => void loadLabelSheetDialog()}
        onClick={() => {
          setLabelsLoaded(true);
          setLabelsOpen(true);
        }}
      >
        <StartIcon path={signedInIconPaths.qrCode2Outlined} />
        Print QR labels
      </button>
      {labelsLoaded && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <LabelSheetDialog homeId={home.id} open={labelsOpen} onClose={() => setLabelsOpen(false)} />
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
