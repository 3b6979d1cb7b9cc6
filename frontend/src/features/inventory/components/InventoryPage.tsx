import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { canEditHome } from '../../../shared/homes/home';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { formatMoney } from '../../../shared/money/money';
import { useGetInventoryQuery } from '../api';
import {
  ESTIMATE_EXPLANATION,
  inventoryCsvUrl,
  inventoryPdfUrl,
  type InventoryItem,
  type InventoryRoom,
  type InventoryTotals,
} from '../inventory';

const money = (cents: number | null, currency: string) => (cents === null ? '—' : formatMoney(cents, currency));

/** The three sums, as label/value pairs that wrap on a phone. */
function Totals({ totals, currency, label }: { totals: InventoryTotals; currency: string; label: string }) {
  const figures: [string, string][] = [
    ['Items', String(totals.quantity)],
    ['Purchase price', money(totals.purchasePriceCents, currency)],
    ['Replacement cost', money(totals.replacementCostCents, currency)],
    ['Estimated value', money(totals.estimatedValueCents, currency)],
  ];
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 1.5,
        m: 0,
      }}
    >
      {figures.map(([name, value]) => (
        <Box key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ItemRow({ item, currency }: { item: InventoryItem; currency: string }) {
  const facts = [
    item.brand,
    item.modelNumber && `Model ${item.modelNumber}`,
    item.serialNumber && `S/N ${item.serialNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const bought = [item.purchaseDate && format(parseISO(item.purchaseDate), 'MMM d, yyyy'), item.purchasedFrom]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr', md: '56px minmax(0, 2fr) repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1, md: 2 },
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {item.photoUrl ? (
        <Box
          component="img"
          src={item.photoUrl}
          alt=""
          loading="lazy"
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ width: 56, height: 56, borderRadius: 1, bgcolor: 'grey.100' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
          {item.quantity > 1 && (
            <Typography component="span" color="text.secondary">
              {` × ${item.quantity}`}
            </Typography>
          )}
        </Typography>
        {facts && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {facts}
          </Typography>
        )}
        {bought && (
          <Typography variant="body2" color="text.secondary">
            Bought {bought}
          </Typography>
        )}
        {item.receipts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {item.receipts.length === 1 ? '1 receipt' : `${item.receipts.length} receipts`}
          </Typography>
        )}
      </Box>
      {(
        [
          ['Price', item.purchasePriceCents],
          ['Replacement', item.replacementCostCents],
          ['Est. value', item.estimatedValueCents],
        ] as const
      ).map(([name, cents]) => (
        <Box key={name} sx={{ gridColumn: { xs: '2', md: 'auto' }, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' }, minWidth: 96 }}>
            {name}
          </Typography>
          <Typography variant="body2">{money(cents, currency)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function RoomSection({ room, currency }: { room: InventoryRoom; currency: string }) {
  const headingId = `inventory-room-${room.label.replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {room.label}
      </Typography>
      <Totals totals={room.totals} currency={currency} label={`${room.label} totals`} />
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: '56px minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
          gap: 2,
          mt: 2,
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span />
        <span>Item</span>
        <span>Price (each)</span>
        <span>Replacement (each)</span>
        <span>Est. value (each)</span>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 1.5, md: 0.5 } }}>
        {room.items.map((item) => (
          <ItemRow key={item.id} item={item} currency={currency} />
        ))}
      </Box>
    </Card>
  );
}

/** /homes/:id/inventory: the home's equipment by room with totals, and the PDF and CSV reports. */
export function InventoryPage() {
  const homeId = Number(useParams().id);
  const { data: homes } = useGetHomesQuery();
  const home = homes?.find((candidate) => candidate.id === homeId);
  const { data: inventory, isLoading, error } = useGetInventoryQuery(homeId, { refetchOnMountOrArgChange: true });

  if (isLoading) return <PageSpinner />;
  if (!inventory) {
    // The server's own words ('Home not found' for a home the user cannot read), without the status.
    return <Alert severity="error">{serverMessage(error, errorMessage(error, 'Could not load the inventory'))}</Alert>;
  }
  const { currency } = inventory;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading
        title="Inventory"
        subtitle={home?.name}
        actions={
          <>
            <Button component={RouterLink} to={`/homes/${homeId}`} startIcon={<ArrowBackRounded />}>
              Back to home
            </Button>
            <Button variant="contained" href={inventoryPdfUrl(homeId)} download startIcon={<PictureAsPdfOutlined />}>
              Download PDF
            </Button>
            <Button variant="outlined" href={inventoryCsvUrl(homeId)} download startIcon={<FileDownloadOutlined />}>
              Download CSV
            </Button>
            {home && canEditHome(home) && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/homes/${homeId}/inventory/import`}
                startIcon={<UploadFileOutlined />}
              >
                Import from a spreadsheet
              </Button>
            )}
          </>
        }
      />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
          Whole home
        </Typography>
        <Totals totals={inventory.totals} currency={currency} label="Whole home totals" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {ESTIMATE_EXPLANATION} Prices are per item; totals multiply by quantity.
        </Typography>
      </Card>
      {inventory.rooms.length === 0 ? (
        <Typography color="text.secondary">No equipment added yet.</Typography>
      ) : (
        inventory.rooms.map((room) => <RoomSection key={room.label} room={room} currency={currency} />)
      )}
    </Box>
  );
}
