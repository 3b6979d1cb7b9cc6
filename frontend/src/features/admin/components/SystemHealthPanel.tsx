import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminSystem, SystemPart } from '../system-api';
import { useGetAdminSystemQuery } from '../system-api';
import { TableError, TableLoading } from './TableStates';

const STATE_COLOR: Record<SystemPart['state'], 'success' | 'error' | 'warning' | 'default'> = {
  up: 'success',
  down: 'error',
  degraded: 'warning',
  idle: 'default',
  'not configured': 'default',
};

const PART_LABEL: Record<string, string> = {
  database: 'Database',
  queue: 'Queue',
  'object storage': 'Object storage',
  mail: 'Mail',
  'label readers': 'Label readers',
};

/** "3 d 4 h", "2 h 5 min", "40 s": the largest two units. */
export function uptimeText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  if (minutes) return `${minutes} min`;
  return `${seconds} s`;
}

function Parts({ parts }: { parts: SystemPart[] }) {
  return (
    <Box
      component="ul"
      aria-label="Parts"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', p: 0, m: 0 }}
    >
      {parts.map((part) => (
        <Paper
          component="li"
          key={part.part}
          variant="outlined"
          sx={{ p: 1.5, listStyle: 'none' }}
          aria-label={part.part}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">{PART_LABEL[part.part] ?? part.part}</Typography>
            <Chip size="small" label={part.state} color={STATE_COLOR[part.state]} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {part.detail}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Queues({ queues }: { queues: AdminSystem['queues'] }) {
  if (!queues) {
    return (
      <Typography variant="body2" color="error">
        The queues cannot be read now.
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Queue depths">
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            <TableCell align="right">Waiting</TableCell>
            <TableCell align="right">Active</TableCell>
            <TableCell align="right">Failed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.queue}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{queue.queue}</TableCell>
              <TableCell align="right">{queue.waiting}</TableCell>
              <TableCell align="right">{queue.active}</TableCell>
              <TableCell align="right" sx={queue.failed ? { color: 'error.main' } : undefined}>
                {queue.failed}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Workers({ workers }: { workers: AdminSystem['workers'] }) {
  if (!workers.length) {
    return (
      <Typography variant="body2" color="error">
        No worker is consuming the queues.
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label="Workers" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {workers.map((worker) => (
        <Typography component="li" key={worker.workerId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {worker.kind === 'in-process' ? (
            <>Jobs run inside the app process ({worker.workerId})</>
          ) : (
            <>
              {worker.workerId}: last heartbeat {new Date(worker.lastBeatAt).toLocaleTimeString()}
            </>
          )}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The System tab's health panel (issue 40): each part of the instance with its state, the queues' depths,
 * the workers' heartbeats, uptime and versions; asked again when opened and on Refresh.
 */
export function SystemHealthPanel() {
  const { data, error, isLoading, isFetching, refetch } = useGetAdminSystemQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack component="section" aria-labelledby="system-health-title" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="system-health-title" variant="h6" component="h2">
          Health
        </Typography>
        <Button size="small" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </Stack>
      {isLoading ? (
        <TableLoading label="Loading health" />
      ) : error || !data ? (
        <TableError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Typography variant="body2" color={data.status === 'ok' ? 'success.main' : 'error.main'}>
            {data.status === 'ok' ? 'Every part is working.' : 'A part is down: see below.'}
          </Typography>
          <Parts parts={data.parts} />
          <Typography variant="subtitle2" component="h3">
            Queues
          </Typography>
          <Queues queues={data.queues} />
          <Typography variant="subtitle2" component="h3">
            Workers
          </Typography>
          <Workers workers={data.workers} />
          <Typography variant="body2" color="text.secondary" aria-label="Versions">
            Version {data.version} · schema {data.schema ? data.schema.migration : 'unknown'} · up{' '}
            {uptimeText(data.uptimeSeconds)}
          </Typography>
        </>
      )}
    </Stack>
  );
}
