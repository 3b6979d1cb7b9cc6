import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetAttentionQuery } from '../api';
import { equipmentLink, type AttentionKind } from '../care';

const LABELS: Record<AttentionKind, { label: string; color: 'error' | 'warning' | 'info' | 'default' }> = {
  'maintenance-overdue': { label: 'Overdue', color: 'error' },
  'warranty-expired': { label: 'Warranty expired', color: 'error' },
  'maintenance-due': { label: 'Due soon', color: 'warning' },
  'warranty-expiring': { label: 'Warranty expiring', color: 'warning' },
  'end-of-life': { label: 'Plan replacement', color: 'info' },
  incomplete: { label: 'Incomplete', color: 'default' },
};

/** How many items show before 'Show all'. */
const FIRST = 5;

/** 'Needs attention' at the top of the home list: the server's list (most urgent first); each item opens its equipment. */
export function AttentionPanel() {
  const { data: items = [], error } = useGetAttentionQuery();
  const [all, setAll] = useState(false);
  const navigate = useNavigate();
  // Secondary to the page: a failure is logged (base query), the home list still shows.
  if (error || !items.length) return null;
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <Paper component="section" aria-labelledby="attention-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineRounded color="warning" />
        <Typography id="attention-title" variant="h6" component="h2">
          Needs attention
        </Typography>
        <Chip size="small" label={items.length} aria-label={`${items.length} items`} />
      </Box>
      <List dense>
        {shown.map((item) => {
          const { label, color } = LABELS[item.kind];
          return (
            <ListItem key={`${item.kind}-${item.equipmentId}`} disablePadding>
              <ListItemButton
                onClick={() => navigate(equipmentLink(item.homeId, item.equipmentId))}
                sx={{ gap: 1.5, borderRadius: 1 }}
              >
                <Chip size="small" color={color} label={label} sx={{ minWidth: 96 }} />
                <ListItemText primary={item.title} secondary={item.detail} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {items.length > FIRST && (
        <Button size="small" onClick={() => setAll((value) => !value)}>
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </Button>
      )}
    </Paper>
  );
}
