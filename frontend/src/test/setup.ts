import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a state, and this is only their upper bound: a test that passes ends as soon
// as the state is there. Pages are lazy-loaded and MUI + Formik are slow in jsdom; on a 2-core CI machine
// loaded far beyond its cores (load average 20) 5 s was not enough, so the bound is generous.
configure({ asyncUtilTimeout: 30_000 });
