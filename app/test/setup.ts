import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A screen that renders in milliseconds on a quiet machine can take over a second while the other test suites share
// the two cores (CI runs them side by side); waiting up to five seconds keeps such a test from failing for load alone.
// A test whose element never comes still fails.
configure({ asyncUtilTimeout: 5000 });
