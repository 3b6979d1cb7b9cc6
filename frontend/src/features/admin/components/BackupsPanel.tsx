import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { type Backup, backupDownloadUrl, useBackUpNowMutation, useGetBackupsQuery } from '../backups-api';
import { TableError, TableLoading } from './TableStates';

const when = (iso: string) => new Date(iso).toLocaleString();

/** 1234567 → "1.2 MB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function BackupRow({ backup }: { backup: Backup }) {
  const failed = backup.result === 'failed';
  const detail = failed
    ? `Failed: ${backup.error ?? 'unknown error'}`
    : [
        backup.sizeBytes === null ? null : formatBytes(backup.sizeBytes),
        backup.trigger === 'manual' ? 'on demand' : 'scheduled',
        backup.error,
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1 }}
      secondaryAction={
        failed ? undefined : (
          <Button
            component="a"
            href={backupDownloadUrl(backup.name)}
            download={backup.name}
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`Download backup of ${when(backup.createdAt)}`}
          >
            Download
          </Button>
        )
      }
    >
      <ListItemText
        primary={when(backup.createdAt)}
        secondary={detail}
        slotProps={{ secondary: { color: failed ? 'error' : 'text.secondary' } }}
        sx={{ pr: failed ? 0 : 14 }}
      />
    </ListItem>
  );
}

/**
 * Backups (issue 40): the recent backups with their size and result and a download, "Back up now", the
 * schedule and its next run, and the last failure. Phone-first: one column, the button full width.
 */
export function BackupsPanel() {
  const { data, error, isLoading, refetch } = useGetBackupsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [backUpNow, backingUp] = useBackUpNowMutation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="backups-heading" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography id="backups-heading" variant="h6" component="h2">
            Backups
          </Typography>
          <Button
            variant="contained"
            onClick={() => void backUpNow()}
            loading={backingUp.isLoading}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Back up now
          </Button>
        </Stack>
        {backingUp.error && <Alert severity="error">{errorMessage(backingUp.error)}</Alert>}
        {isLoading && <TableLoading label="Loading backups" />}
        {!isLoading && (error || !data) && <TableError error={error} onRetry={() => void refetch()} />}
        {data && (
          <>
            <Typography variant="body2" color="text.secondary">
              {data.schedule
                ? `Scheduled: ${data.schedule} (UTC)${data.nextRunAt ? ` · next run ${when(data.nextRunAt)}` : ''}`
                : 'Scheduled backups are off (BACKUP_SCHEDULE=off)'}
            </Typography>
            {data.lastFailure && (
              <Alert severity="warning">
                Last failure {when(data.lastFailure.at)}: {data.lastFailure.error}
              </Alert>
            )}
            {data.backups.length ? (
              <List aria-label="Backups" disablePadding>
                {data.backups.map((backup) => (
                  <BackupRow key={backup.name} backup={backup} />
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">No backup yet.</Typography>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
