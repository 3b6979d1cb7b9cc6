import Chip from '@mui/material/Chip';
import type { WarrantyStatus } from '../warranty';

const COLORS = { Active: 'success', 'Expiring Soon': 'warning', Expired: 'error' } as const;

/** The server's derived status, coloured: green 'Active', amber 'Expiring Soon', red 'Expired'. */
export function WarrantyStatusChip({ status }: { status: WarrantyStatus }) {
  return <Chip label={status} color={COLORS[status]} size="small" />;
}
