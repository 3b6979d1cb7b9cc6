import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../shared/components/PageHeading';
import { HomesTab } from './HomesTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';
import { SystemTab } from './SystemTab';
import { UserManagementTab } from './UserManagementTab';

export interface AdminDashboardPageProps {
  /** The Support Chat tab's content (the chat feature's Support Dashboard), composed in by the route. */
  renderSupportChat: () => ReactNode;
}

/**
 * The overview (issue 45), the tabs of spec §2 in order, then this instance's settings (issue 38) and its system
 * (backups, health, background work: issue 40); `value` is what ?tab= holds.
 */
const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'User Management' },
  { value: 'homes', label: 'Homes' },
  { value: 'support', label: 'Support Chat' },
  { value: 'settings', label: 'Settings' },
  { value: 'system', label: 'System' },
] as const;

type AdminTab = (typeof ADMIN_TABS)[number]['value'];

function tabFromQuery(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}

const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
const panelId = (tab: AdminTab) => `admin-tabpanel-${tab}`;

/**
 * /admin: user management, every user's homes (PDF export, delete), the support chat and the instance's settings. The selected
 * tab lives in the URL (?tab=homes), so a reload or a shared link opens the same tab. Only the selected
 * tab is mounted: its list loads (and the chat connects) when it is opened.
 */
export function AdminDashboardPage({ renderSupportChat }: AdminDashboardPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabFromQuery(searchParams.get('tab'));

  function select(tab: AdminTab) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeading
        title="Admin Dashboard"
        subtitle="The instance at a glance; manage users, homes, support chat, settings and the system."
        actions={
          <>
            {/* An admin lands here after signing in (issue 45); their own homes stay one click away. */}
            <Button component={RouterLink} to="/" variant="outlined" startIcon={<HomeOutlined />}>
              My homes
            </Button>
            <Button component={RouterLink} to="/photos" variant="outlined" startIcon={<PhotoLibraryOutlined />}>
              Photo Library
            </Button>
          </>
        }
      />

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={selected}
          onChange={(_event, tab: AdminTab) => select(tab)}
          aria-label="Admin sections"
          variant="scrollable"
          scrollButtons="auto"
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={tabId(tab.value)}
              aria-controls={panelId(tab.value)}
            />
          ))}
        </Tabs>
      </Box>

      <Box role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {selected === 'overview' && <OverviewTab />}
        {selected === 'users' && <UserManagementTab />}
        {selected === 'homes' && <HomesTab />}
        {selected === 'support' && renderSupportChat()}
        {selected === 'settings' && <SettingsTab />}
        {selected === 'system' && <SystemTab />}
      </Box>
    </>
  );
}
