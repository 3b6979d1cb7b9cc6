import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { AdminRoute } from './layout/AdminRoute';
import { AnonymousRoute } from './layout/AnonymousRoute';
import { ProtectedRoute } from './layout/ProtectedRoute';
import { RouteErrorFallback } from './layout/RouteErrorFallback';

/** The routes of spec §2; every page's code loads when its route is first visited. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <AnonymousRoute />,
        children: [
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('../features/auth/components/AuthPage')).AuthPage }),
          },
        ],
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            // Lazy too, so the header and its menu are not part of the /auth download.
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  // The home list with the 'Needs attention' panel (care) and 'Scan a label' (equipment) composed in.
                  Component: (await import('./HomeListRoute')).HomeListRoute,
                }),
              },
              {
                path: 'homes/new',
                lazy: async () => ({
                  Component: (await import('../features/homes/components/NewHomePage')).NewHomePage,
                }),
              },
              {
                path: 'homes/:id',
                lazy: async () => ({
                  // The page with the equipment and warranty features composed in (features do not import each other).
                  Component: (await import('./HomeDetailRoute')).HomeDetailRoute,
                }),
              },
              {
                // The invitation e-mail's link (issue 15); a signed-out visitor returns here after signing in.
                path: 'invitations/:token',
                lazy: async () => ({
                  Component: (await import('../features/sharing/components/InvitationPage')).InvitationPage,
                }),
              },
              {
                // The hand-over e-mail's link (issue 15).
                path: 'transfers/:token',
                lazy: async () => ({
                  Component: (await import('../features/sharing/components/TransferPage')).TransferPage,
                }),
              },
              {
                path: 'templates/builder',
                lazy: async () => ({
                  Component: (await import('../features/templates/components/TemplateBuilderPage')).TemplateBuilderPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  // The profile with reminder settings and the calendar feed (care) and the export and import of
                  // the user's data (archive) composed in.
                  Component: (await import('./ProfileRoute')).ProfileRoute,
                }),
              },
              {
                path: 'photos',
                lazy: async () => ({
                  Component: (await import('../features/photos/components/PhotoLibraryPage')).PhotoLibraryPage,
                }),
              },
              {
                element: <AdminRoute />,
                children: [
                  {
                    path: 'admin',
                    lazy: async () => ({
                      // The admin page with the support chat dashboard composed in.
                      Component: (await import('./AdminDashboardRoute')).AdminDashboardRoute,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./layout/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
