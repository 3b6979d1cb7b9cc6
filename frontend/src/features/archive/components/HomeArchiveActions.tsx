import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { ownsHome, type Home } from '../../../shared/homes/home';
import { useToast } from '../../../shared/toast/use-toast';
import { homeExportUrl, useDownloadHomeBookMutation } from '../api';

// Loaded when first opened (its selects are not needed to show the home).
const LabelSheetDialog = lazy(async () => ({ default: (await import('./LabelSheetDialog')).LabelSheetDialog }));

/**
 * The home page's 'Export', 'Download home book (PDF)' and 'Print QR labels'. Members read the home book
 * and the labels; the archive is the owner's data (the server answers a member 403), so only the owner
 * sees 'Export'.
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
        <Button
          component="a"
          href={homeExportUrl(home.id)}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
        >
          Export
        </Button>
      )}
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={isLoading} onClick={handleBook}>
        {isLoading ? 'Preparing PDF...' : 'Download home book (PDF)'}
      </Button>
      <Button
        variant="outlined"
        startIcon={<QrCode2Outlined />}
        onClick={() => {
          setLabelsLoaded(true);
          setLabelsOpen(true);
        }}
      >
        Print QR labels
      </Button>
      {labelsLoaded && (
        <Suspense fallback={null}>
          <LabelSheetDialog homeId={home.id} open={labelsOpen} onClose={() => setLabelsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
