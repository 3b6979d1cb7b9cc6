import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../shared/api/api-error';
import { exportJobDownloadUrl, exportJobPolling, useGetExportJobQuery, useStartExportJobMutation } from '../api';
import { startDownload } from '../start-download';

const EXPORT_FAILED = 'The export failed. Please try again.';

/**
 * 'Export all my data': the server builds the zip in a job (docs/export-format.md, "Large exports"); this
 * polls it with a progress bar ('Preparing your export… N of M files'), then lets the browser download it.
 */
export function AccountExport({ children }: { children?: ReactNode }) {
  const [startExportJob, { isLoading: starting }] = useStartExportJobMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const downloaded = useRef<string | null>(null);
  const { data: job, error: pollError } = useGetExportJobQuery(jobId ?? skipToken);
  const current = job && job.id === jobId ? job : null;
  const ended = current?.status === 'done' || current?.status === 'failed';
  // Polled until it has ended (RTK Query's polling, stopped by the interval 0).
  useGetExportJobQuery(jobId ?? skipToken, {
    pollingInterval: jobId && !ended && !pollError ? exportJobPolling.intervalMs : 0,
  });

  useEffect(() => {
    if (current?.status === 'done' && downloaded.current !== current.id) {
      downloaded.current = current.id;
      startDownload(exportJobDownloadUrl(current.id));
    }
  }, [current]);

  async function start() {
    setStartError(null);
    try {
      const started = await startExportJob().unwrap();
      setJobId(started.id);
    } catch (error) {
      setStartError(serverMessage(error, EXPORT_FAILED) || EXPORT_FAILED);
    }
  }

  const preparing = (jobId !== null && !ended && !pollError) || starting;
  const failed = startError ?? (current?.status === 'failed' || pollError ? EXPORT_FAILED : null);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<FileDownloadOutlined />} disabled={preparing} onClick={start}>
          Export all my data
        </Button>
        {children}
      </Box>
      {preparing && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {current && current.filesTotal > 0
              ? `Preparing your export… ${current.filesDone} of ${current.filesTotal} files`
              : 'Preparing your export…'}
          </Typography>
          <LinearProgress
            aria-label="Preparing your export"
            variant={current && current.filesTotal > 0 ? 'determinate' : 'indeterminate'}
            value={current && current.filesTotal > 0 ? (100 * current.filesDone) / current.filesTotal : undefined}
          />
        </Box>
      )}
      {current?.status === 'done' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          Your export is ready and downloading: your browser shows its progress.{' '}
          <Link href={exportJobDownloadUrl(current.id)} download>
            Download it again
          </Link>
        </Typography>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      )}
    </>
  );
}
