import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { WarrantyDocument } from '../warranty';

const THUMBNAIL_SIZE = 40;
/** A PDF's first page shows whole, in a page-shaped box (US Letter / A4 are about 1 : 1.3). */
const PAGE_WIDTH = 40;
const PAGE_HEIGHT = 52;

const isPdf = (document: WarrantyDocument) => document.fileType.split(';')[0].trim() === 'application/pdf';

/**
 * A warranty's documents, each opening in a new tab (a PDF in the browser's viewer): a photo shows as a
 * small thumbnail of itself, a PDF as its first page (drawn by the server at upload), or a PDF icon when
 * there is no such picture (an imported document, a page that could not be drawn).
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
            {isPdf(document) && !document.thumbnailUrl ? (
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
                src={document.thumbnailUrl ?? document.fileUrl}
                alt=""
                data-testid={isPdf(document) ? 'pdf-thumbnail' : undefined}
                loading="lazy"
                width={isPdf(document) ? PAGE_WIDTH : THUMBNAIL_SIZE}
                height={isPdf(document) ? PAGE_HEIGHT : THUMBNAIL_SIZE}
                sx={{
                  flex: 'none',
                  objectFit: isPdf(document) ? 'contain' : 'cover',
                  objectPosition: 'top',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
            {document.fileName}
          </Link>
        </li>
      ))}
    </Box>
  );
}
