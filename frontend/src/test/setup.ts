import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages are lazy-loaded: on a busy 2-core CI machine their first import can take longer than the
// default 1 s that findBy*/waitFor allow.
configure({ asyncUtilTimeout: 5_000 });

// The toast loads with the first toast in the app (app/layout/Toaster.tsx); loaded here once, so a test's
// first toast does not wait for its modules to be transformed on a busy machine.
await import('../app/layout/ToastNotice');
