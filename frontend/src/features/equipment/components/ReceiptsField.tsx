import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkDocumentFile, DOCUMENT_ACCEPT } from '../../../shared/files/document-file-checks';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteReceiptMutation, useGetReceiptsQuery, useUploadReceiptMutation } from '../api';
import type { Receipt } from '../equipment';

function ReceiptPicture({ receipt }: { receipt: Receipt }) {
  const picture = receipt.fileType === 'application/pdf' ? receipt.thumbnailUrl : receipt.fileUrl;
  return picture ? (
    <Box
      component="img"
      src={picture}
      alt=""
      loading="lazy"
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  ) : (
    <PictureAsPdfOutlined color="action" sx={{ width: 40 }} />
  );
}

/**
 * 'Receipts' of a piece of equipment (issue 44): each opens in a new tab and can be deleted; 'Add Receipt' takes a
 * PDF or a photo (10 MB at most). Shown to those who may change the equipment.
 */
export function ReceiptsField({ equipmentId, disabled }: { equipmentId: number; disabled?: boolean }) {
  const { data: receipts = [] } = useGetReceiptsQuery(equipmentId);
  const [upload, { isLoading: uploading }] = useUploadReceiptMutation();
  const [remove, { isLoading: removing }] = useDeleteReceiptMutation();
  const { toast } = useToast();

  async function add(file: File) {
    try {
      await upload({ equipmentId, file }).unwrap();
      toast({ title: 'Receipt uploaded' });
    } catch (error) {
      toast({ title: 'Failed to upload receipt', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function deleteReceipt(receipt: Receipt) {
    try {
      await remove({ equipmentId, receiptId: receipt.id }).unwrap();
      toast({ title: 'Receipt deleted' });
    } catch (error) {
      toast({ title: 'Failed to delete receipt', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Box component="section" aria-labelledby={`receipts-${equipmentId}`} sx={{ mb: 2 }}>
      <Typography id={`receipts-${equipmentId}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Receipts
      </Typography>
      {receipts.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {receipts.map((receipt) => (
            <Box component="li" key={receipt.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <ReceiptPicture receipt={receipt} />
              <Link
                href={receipt.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {receipt.fileName}
              </Link>
              <IconButton
                aria-label={`Delete receipt ${receipt.fileName}`}
                onClick={() => void deleteReceipt(receipt)}
                disabled={disabled || removing}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <ImageUpload
        label="Add Receipt"
        busyLabel="Uploading..."
        busy={uploading}
        disabled={disabled}
        accept={DOCUMENT_ACCEPT}
        check={checkDocumentFile}
        onSelect={(file) => void add(file)}
        startIcon={<ReceiptLongOutlined />}
        size="small"
      />
    </Box>
  );
}
