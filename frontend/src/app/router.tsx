import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { AdminRoute } from './layout/AdminRoute';
import { AnonymousRoute } from './layout/AnonymousRoute';
import { ProtectedRoute } from './layout/ProtectedRoute';
import { RouteErrorFallback } from './layout/RouteErrorFallback';

/**
 * A signed-in page drawn with MUI: its module and the MUI theme load together (the signed-in layout and the
 * pages drawn in plain CSS do not bring the theme; docs/architecture.md, "First page").
 */
async function withMuiTheme(page: Promise<ComponentType>) {
  const [Page, { MuiTheme }] = await Promise.all([page, import('../shared/theme/MuiTheme')]);
  return {
    Component: () => (
      <MuiTheme baseline>
        <Page />
      </MuiTheme>
    ),
  };
}

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
                lazy: () =>
                  withMuiTheme(import('../features/homes/components/NewHomePage').then((module) => module.NewHomePage)),
              },
              {
                path: 'homes/:id',
                lazy: async () => ({
                  // The page with the equipment and warranty features composed in (features do not import each
                  // other). Plain: MUI loads with its dialogs and menus when first opened.
                  Component: (await import('./HomeDetailRoute')).HomeDetailRoute,
                }),
              },
              {
                // The home's inventory for insurers (issue 44).
                path: 'homes/:id/inventory',
                lazy: () =>
                  withMuiTheme(
                    import('../features/inventory/components/InventoryPage').then((module) => module.InventoryPage),
                  ),
              },
              {
                path: 'homes/:id/inventory/import',
                lazy: () =>
                  withMuiTheme(
                    import('../features/inventory-import/components/InventoryImportPage').then(
                      (module) => module.InventoryImportPage,
                    ),
                  ),
              },
              {
                path: 'templates/builder',
                lazy: () =>
                  withMuiTheme(
                    import('../features/templates/components/TemplateBuilderPage').then(
                      (module) => module.TemplateBuilderPage,
                    ),
                  ),
              },
              {
                path: 'profile',
                lazy: () =>
                  // The profile with reminder settings and the calendar feed (care) and the export and import of
                  // the user's data (archive) composed in.
                  withMuiTheme(import('./ProfileRoute').then((module) => module.ProfileRoute)),
              },
              {
                path: 'photos',
                lazy: () =>
                  withMuiTheme(
                    import('../features/photos/components/PhotoLibraryPage').then((module) => module.PhotoLibraryPage),
                  ),
              },
              {
                element: <AdminRoute />,
                children: [
                  {
                    path: 'admin',
                    lazy: () =>
                      // The admin page with the support chat dashboard composed in.
                      withMuiTheme(import('./AdminDashboardRoute').then((module) => module.AdminDashboardRoute)),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // The invitation and hand-over e-mails' links (issue 15): inside the app's frame when signed in; a
        // signed-out visitor sees what the link is and signs in (or registers) from there, then comes back.
        lazy: async () => ({ Component: (await import('./layout/SharingLinkLayout')).SharingLinkLayout }),
        children: [
          {
            // The invitation e-mail's link.
            path: 'invitations/:token',
            lazy: () =>
              withMuiTheme(
                import('../features/sharing/components/InvitationPage').then((module) => module.InvitationPage),
              ),
          },
          {
            // The hand-over e-mail's link.
            path: 'transfers/:token',
            lazy: () =>
              withMuiTheme(import('../features/sharing/components/TransferPage').then((module) => module.TransferPage)),
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
