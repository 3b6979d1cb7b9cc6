import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import type { RecallSourceSync } from '../recall-sync-api';
import { useGetRecallSyncQuery, useSyncRecallsNowMutation } from '../recall-sync-api';
import { TableError, TableLoading } from './TableStates';

/** 86400 → '24 h', 900 → '15 min'. */
function every(seconds: number): string {
  return seconds >= 3600 ? `${Math.round(seconds / 3600)} h` : `${Math.max(1, Math.round(seconds / 60))} min`;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

function status(source: RecallSourceSync): { label: string; color: 'success' | 'error' | 'default' } {
  if (!source.enabled) return { label: 'Off', color: 'default' };
  if (source.result === 'ok') return { label: 'OK', color: 'success' };
  if (source.result === 'failed') return { label: 'Failing', color: 'error' };
  return { label: 'Not synced yet', color: 'default' };
}

function SourceRow({ source }: { source: RecallSourceSync }) {
  const { label, color } = status(source);
  return (
    <Stack
      component="li"
      spacing={0.5}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
      aria-label={source.label}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{source.label}</Typography>
        <Chip size="small" label={label} color={color} />
        <Typography variant="body2" color="text.secondary">
          {source.recallCount} recalls
        </Typography>
      </Stack>
      <Typography variant="body2">
        Last success: {when(source.lastSuccessAt)}
        {source.lastSuccessAt && ` (${source.fetched} read, ${source.inserted} new, ${source.updated} changed)`}
      </Typography>
      {source.error && (
        <Typography variant="body2" color="error">
          Last attempt {when(source.lastAttemptAt)} failed ({source.consecutiveFailures} in a row):{' '}
          {source.error.message}
        </Typography>
      )}
      {source.enabled && source.nextAttemptAt && (
        <Typography variant="body2" color="text.secondary">
          Next attempt: {when(source.nextAttemptAt)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The recall feeds on the System tab (issue 42): each source's last sync (time, result, counts, failure)
 * and "Sync now", which reads every enabled source at once; the panel asks again until the run shows.
 */
export function RecallSyncPanel() {
  const [waitingSince, setWaitingSince] = useState<string | null>(null);
  const { data, error, isLoading, refetch } = useGetRecallSyncQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: waitingSince ? 2000 : 0,
  });
  const [syncNow, syncing] = useSyncRecallsNowMutation();
  const attempts = data?.sources.map((source) => source.lastAttemptAt ?? '').join('|') ?? '';
  if (waitingSince !== null && attempts !== waitingSince) setWaitingSince(null);

  const start = async () => {
    const before = attempts;
    const result = await syncNow();
    if (!('error' in result)) setWaitingSince(before);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="recall-sync-heading" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="recall-sync-heading" variant="h6" component="h2">
          Recall feeds
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void start()}
          disabled={syncing.isLoading || waitingSince !== null || !data?.sources.some((source) => source.enabled)}
        >
          {waitingSince !== null ? 'Syncing…' : 'Sync now'}
        </Button>
      </Stack>
      {syncing.error ? <Alert severity="error">{errorMessage(syncing.error)}</Alert> : null}
      {isLoading ? (
        <TableLoading label="Loading recall feeds" />
      ) : error || !data ? (
        <TableError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {data.sources.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
              {data.intervalSeconds > 0
                ? `Synced every ${every(data.intervalSeconds)}.`
                : 'No scheduled syncs (RECALL_SYNC_INTERVAL_SECONDS=0).'}
            </Typography>
          )}
          {data.sources.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              No recall feed is switched on (RECALLS_SOURCES).
            </Typography>
          ) : (
            <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.sources.map((source) => (
                <SourceRow key={source.source} source={source} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
