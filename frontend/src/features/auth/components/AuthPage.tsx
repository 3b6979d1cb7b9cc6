import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BrandMark } from '../../../shared/components/BrandMark';
import { AuthMarketingPanel } from './AuthMarketingPanel';
import { AuthTabs, type AuthTab } from './AuthTabs';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type AuthTabValue = 'login' | 'register';

const tabs: AuthTab<AuthTabValue>[] = [
  { value: 'login', label: 'Login', id: 'auth-tab-login', panelId: 'auth-panel-login' },
  { value: 'register', label: 'Register', id: 'auth-tab-register', panelId: 'auth-panel-register' },
];

/** /auth: Login and Register tabs beside the marketing panel. */
export function AuthPage() {
  const [tab, setTab] = useState<AuthTabValue>('login');

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <BrandMark />
            <Typography variant="h5" component="h1" sx={{ mt: 3 }}>
              {tab === 'login' ? 'Welcome back' : 'Create your account'}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {tab === 'login' ? 'Sign in to open your home book.' : 'Start documenting the equipment in your home.'}
            </Typography>
            <AuthTabs tabs={tabs} value={tab} onChange={setTab} aria-label="Login or register" />
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm /> : <RegisterForm />}
            </div>
          </CardContent>
        </Card>
      </Box>
      <AuthMarketingPanel />
    </Box>
  );
}
