import Box from '@mui/material/Box';
import { useState } from 'react';
import { useObjectUrl } from '../use-object-url';

interface FilePreviewProps {
  file: File;
  /** 'cover' fills the square (photos); 'contain' shows the whole picture (a label must stay readable). */
  fit?: 'cover' | 'contain';
}

/**
 * A square preview of a picked image; its name when the browser cannot show it (an iPhone's HEIC in Chrome or
 * Firefox: the server still reads it, docs/architecture.md "iPhone photos").
 */
export function FilePreview({ file, fit = 'cover' }: FilePreviewProps) {
  const url = useObjectUrl(file);
  const [undrawable, setUndrawable] = useState<File | null>(null);
  return (
    <Box
      sx={{
        aspectRatio: '1 / 1',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url && undrawable !== file ? (
        <Box
          component="img"
          src={url}
          alt={file.name}
          onError={() => setUndrawable(file)}
          sx={{ width: '100%', height: '100%', objectFit: fit }}
        />
      ) : (
        <Box
          component="span"
          role="img"
          aria-label={file.name}
          sx={{ p: 1, fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {file.name}
        </Box>
      )}
    </Box>
  );
}
