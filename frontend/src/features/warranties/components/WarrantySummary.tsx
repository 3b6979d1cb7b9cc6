import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Warranty } from '../warranty';
import { formatWarrantyDate, formatWarrantyEnd } from '../warranty-dates';
import { WarrantyDocumentList } from './WarrantyDocumentList';
import { WarrantyStatusChip } from './WarrantyStatusChip';

interface WarrantySummaryProps {
  warranty: Warranty;
  /** Absent for a viewer of a shared home: no 'Edit'. */
  onEdit?: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The saved warranty: provider, policy, dates, terms, auto-renewal, status and documents. */
export function WarrantySummary({ warranty, onEdit }: WarrantySummaryProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Status
        </Typography>
        <WarrantyStatusChip status={warranty.derivedStatus} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Row label="Provider">{warranty.provider || 'N/A'}</Row>
        <Row label="Policy Number">{warranty.policyNumber || 'N/A'}</Row>
        <Row label="Start Date">{formatWarrantyDate(warranty.startDate)}</Row>
        <Row label="End Date">{formatWarrantyEnd(warranty.endDate)}</Row>
        <Row label="Terms">{warranty.terms || 'N/A'}</Row>
        <Row label="Auto-Renewal">{warranty.autoRenewal ? 'Yes' : 'No'}</Row>
      </Box>
      {warranty.documents.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            Documents
          </Typography>
          <WarrantyDocumentList documents={warranty.documents} />
        </Box>
      )}
      {onEdit && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit} sx={{ justifySelf: 'start' }}>
          Edit
        </Button>
      )}
    </Box>
  );
}
