import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { serverMessage } from '../../../shared/api/api-error';
import { useImportArchiveMutation } from '../api';
import { importSummary } from '../import-summary';
import { AccountExport } from './AccountExport';

const IMPORT_FAILED = 'The archive could not be imported. Nothing was changed.';

/** Profile: 'Export all my data' (built by a server job, then downloaded) and 'Import' of such a zip. */
export function AccountDataCard() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [importArchive, { isLoading }] = useImportArchiveMutation();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    try {
      const { imported } = await importArchive(file).unwrap();
      setResult({ severity: 'success', text: importSummary(imported) });
    } catch (error) {
      setResult({ severity: 'error', text: serverMessage(error, IMPORT_FAILED) || IMPORT_FAILED });
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Your data
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Download everything in your home book (homes, equipment, warranties, photos and documents) as one zip archive,
          or import such an archive into this account.
        </Typography>
        <AccountExport>
          <Button
            variant="outlined"
            startIcon={<FileUploadOutlined />}
            disabled={isLoading}
            onClick={() => inputRef.current?.click()}
          >
            {isLoading ? 'Importing...' : 'Import'}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".zip,application/zip"
            hidden
            aria-label="Import"
            data-testid="import-archive-input"
            onChange={handleFile}
          />
        </AccountExport>
        {isLoading && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Importing your archive: checking every file, then restoring it…
            </Typography>
            <LinearProgress aria-label="Importing" />
          </Box>
        )}
        {result && (
          <Alert severity={result.severity} sx={{ mt: 2 }} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
