import { useState } from 'react';
import { BrandMark } from '../../../shared/components/BrandMark';
import './auth-page.css';
import { AuthMarketingPanel } from './AuthMarketingPanel';
import { AuthTabs, type AuthTab } from './AuthTabs';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type AuthTabValue = 'login' | 'register';

const tabs: AuthTab<AuthTabValue>[] = [
  { value: 'login', label: 'Login', id: 'auth-tab-login', panelId: 'auth-panel-login' },
  { value: 'register', label: 'Register', id: 'auth-tab-register', panelId: 'auth-panel-register' },
];

/**
 * /auth: Login and Register tabs beside the marketing panel. The first page, so drawn without MUI: plain
 * components (shared/plain-ui) and CSS (auth-page.css) in the theme's look (docs/architecture.md, "First page").
 */
export function AuthPage() {
  const [tab, setTab] = useState<AuthTabValue>('login');

  return (
    <div className="auth-page">
      <main className="auth-page__main">
        <div className="yhb-card auth-page__card">
          <div className="yhb-card__content">
            <BrandMark />
            <h1 className="yhb-h5 auth-page__title">{tab === 'login' ? 'Welcome back' : 'Create your account'}</h1>
            <p className="yhb-body auth-page__intro">
              {tab === 'login' ? 'Sign in to open your home book.' : 'Start documenting the equipment in your home.'}
            </p>
            <AuthTabs tabs={tabs} value={tab} onChange={setTab} aria-label="Login or register" />
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm /> : <RegisterForm />}
            </div>
          </div>
        </div>
      </main>
      <AuthMarketingPanel />
    </div>
  );
}
