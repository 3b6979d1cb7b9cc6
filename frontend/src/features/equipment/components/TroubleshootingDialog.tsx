import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../shared/api/api-error';
import {
  isWebPage as isBookingPage,
  phoneHref,
  useGetInstanceContactsQuery,
  type InstanceContacts,
} from '../../../shared/contact/instance-contacts';
import { useToast } from '../../../shared/toast/use-toast';
import { useGenerateTroubleshootingGuideMutation } from '../api';
import type { Equipment } from '../equipment';
import { manualSearchUrl, manufacturerSupportPage } from '../manufacturer-support-pages';
import type { TroubleshootingGuide } from '../troubleshooting-guide';

const GUIDE_FAILED = 'Failed to generate troubleshooting guide';

interface TroubleshootingDialogProps {
  /** The equipment whose guide is shown; null closes the dialog. */
  equipment: Equipment | null;
  onClose: () => void;
}

const LINK_PROTOCOLS = ['https:', 'http:', 'tel:', 'mailto:'];

/** Only web, phone and mail addresses become links (never e.g. javascript:). */
function isLinkable(value: string | null | undefined, protocols = LINK_PROTOCOLS): value is string {
  if (!value) return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isWebPage = (href: string) => /^https?:/i.test(href);

/** Web pages open in a new tab without access to this one; phone and mail links open their app. */
function newTabProps(href: string) {
  return isWebPage(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

interface QuickLink {
  label: string;
  href: string;
  icon: ReactNode;
}

/**
 * Spec §9's help: call the company and book a home visit (this instance's phone and booking page, each only
 * when its administrator set it), search the manual (the guide's own search when it has one), and the
 * brand's support page when the brand is in the table.
 */
function quickLinksFor(
  equipment: Equipment,
  guide: TroubleshootingGuide | null,
  contacts: InstanceContacts | undefined,
): QuickLink[] {
  const brand = equipment.brand?.trim() ?? '';
  const model = equipment.modelNumber?.trim() ?? '';
  const supportPage = manufacturerSupportPage(brand);
  const manualSearch =
    guide && isLinkable(guide.manualUrl, ['https:', 'http:']) ? guide.manualUrl : manualSearchUrl(brand, model);
  const phone = contacts?.supportPhone;
  const booking = contacts?.bookingUrl;
  return [
    ...(phone ? [{ label: `Call ${phone}`, href: phoneHref(phone), icon: <PhoneOutlined /> }] : []),
    ...(booking && isBookingPage(booking)
      ? [{ label: 'Book a Home Visit', href: booking, icon: <CalendarMonthOutlined /> }]
      : []),
    { label: 'Search for the Manual', href: manualSearch, icon: <SearchRounded /> },
    ...(supportPage
      ? [{ label: `${supportPage.brand} Support`, href: supportPage.url, icon: <OpenInNewRounded /> }]
      : []),
  ];
}

function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
      {items.map((item, index) => (
        <Typography component="li" variant="body2" key={`${index}-${item}`}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The guide's sections; empty ones are left out, and so are resources the quick links already offer. */
function GuideView({ guide, quickLinks }: { guide: TroubleshootingGuide; quickLinks: QuickLink[] }) {
  const offered = new Set(quickLinks.map((link) => link.href));
  const resources = guide.supportResources.filter((resource) => isLinkable(resource.url) && !offered.has(resource.url));
  return (
    <>
      {guide.commonIssues.length > 0 && (
        <GuideSection title="Common Issues">
          {guide.commonIssues.map((issue, index) => (
            <Box key={`${index}-${issue.problem}`} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
                {issue.problem}
              </Typography>
              <TextList items={issue.solutions} />
            </Box>
          ))}
        </GuideSection>
      )}
      {guide.maintenanceTips.length > 0 && (
        <GuideSection title="Maintenance Tips">
          <TextList items={guide.maintenanceTips} />
        </GuideSection>
      )}
      {guide.safetyPrecautions.length > 0 && (
        <GuideSection title="Safety Precautions">
          <TextList items={guide.safetyPrecautions} />
        </GuideSection>
      )}
      {guide.professionalHelp.length > 0 && (
        <GuideSection title="When to Call a Professional">
          <TextList items={guide.professionalHelp} />
        </GuideSection>
      )}
      {resources.length > 0 && (
        <GuideSection title="Support Resources">
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {resources.map((resource) => (
              <Typography component="li" variant="body2" key={resource.url}>
                <Link href={resource.url} {...newTabProps(resource.url)} sx={{ overflowWrap: 'anywhere' }}>
                  {resource.title || resource.url}
                </Link>
              </Typography>
            ))}
          </Box>
        </GuideSection>
      )}
    </>
  );
}

function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <GuideSection title="Quick Links">
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
        }}
      >
        {links.map((link) => (
          <li key={link.label}>
            <Button
              variant="outlined"
              href={link.href}
              {...newTabProps(link.href)}
              startIcon={link.icon}
              fullWidth
              sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </GuideSection>
  );
}

/** The dialog's title, content and actions for one piece of equipment; generates the guide when shown. */
function GuidePanel({ equipment, onClose }: { equipment: Equipment; onClose: () => void }) {
  const [generate, { isLoading: generating, error }] = useGenerateTroubleshootingGuideMutation();
  const { toast } = useToast();
  const [guide, setGuide] = useState<TroubleshootingGuide | null>(null);
  const { data: contacts } = useGetInstanceContactsQuery();
  const requested = useRef(false);

  const run = useCallback(
    async (regenerate: boolean) => {
      try {
        setGuide(await generate({ id: equipment.id, regenerate }).unwrap());
        toast({ title: 'Troubleshooting guide generated', description: 'Your guide is ready below' });
      } catch {
        toast({ title: GUIDE_FAILED, variant: 'destructive' });
      }
    },
    [equipment.id, generate, toast],
  );

  // Once per opening (the ref also keeps development's double effects from asking twice).
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void run(false);
  }, [run]);

  const reason = error && !generating ? serverMessage(error, '') : '';
  const quickLinks = quickLinksFor(equipment, guide, contacts);
  return (
    <>
      <DialogTitle id="troubleshooting-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BuildOutlined aria-hidden />
        Troubleshooting Guide
      </DialogTitle>
      <DialogContent dividers aria-busy={generating}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {equipment.name} · {equipment.brand} {equipment.modelNumber}
        </Typography>

        {generating && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{guide ? 'Regenerating' : 'Generating'} the troubleshooting guide...</Typography>
          </Box>
        )}

        {error && !generating && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void run(guide !== null)}>
                Try Again
              </Button>
            }
          >
            <AlertTitle>{GUIDE_FAILED}</AlertTitle>
            {reason}
          </Alert>
        )}

        {guide && !generating && <GuideView guide={guide} quickLinks={quickLinks} />}

        <QuickLinks links={quickLinks} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {guide && (
          <Button
            startIcon={<RefreshRounded />}
            onClick={() => void run(true)}
            disabled={generating}
            sx={{ mr: 'auto' }}
          >
            Regenerate
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}

/** The generated troubleshooting guide of a piece of equipment, with its pending and error states. */
export function TroubleshootingDialog({ equipment, onClose }: TroubleshootingDialogProps) {
  // The last equipment stays shown while the dialog animates closed.
  const [shown, setShown] = useState<Equipment | null>(equipment);
  if (equipment && equipment !== shown) setShown(equipment);

  return (
    <Dialog
      open={equipment !== null}
      onClose={onClose}
      aria-labelledby="troubleshooting-title"
      maxWidth="sm"
      fullWidth
      scroll="paper"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      {shown && <GuidePanel key={shown.id} equipment={shown} onClose={onClose} />}
    </Dialog>
  );
}
