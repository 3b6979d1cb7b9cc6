import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { WarrantyDocument } from '../warranty';

const THUMBNAIL_SIZE = 40;

const isPdf = (document: WarrantyDocument) => document.fileType.split(';')[0].trim() === 'application/pdf';

/**
 * A warranty's documents, each opening in a new tab: a photo shows as a small thumbnail of itself, a
 * PDF as a PDF icon (the browser's viewer shows its pages).
 */
export function WarrantyDocumentList({ documents }: { documents: WarrantyDocument[] }) {
  if (!documents.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {documents.map((document) => (
        <li key={document.id}>
          <Link
            href={document.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
          >
            {isPdf(document) ? (
              <Box
                component="span"
                data-testid="pdf-icon"
                sx={{
                  width: THUMBNAIL_SIZE,
                  height: THUMBNAIL_SIZE,
                  flex: 'none',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  color: 'error.main',
                }}
              >
                <PictureAsPdfOutlined />
              </Box>
            ) : (
              <Box
                component="img"
                src={document.fileUrl}
                alt=""
                loading="lazy"
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                sx={{ flex: 'none', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            )}
            {document.fileName}
          </Link>
        </li>
      ))}
    </Box>
  );
}
