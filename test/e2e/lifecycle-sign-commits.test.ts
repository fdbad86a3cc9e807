import { lifecycle } from '../helpers/lifecycle-steps.js';

// Step 8 of the lifecycle (test/helpers/lifecycle-steps.ts), a file of its own so that it runs
// beside steps 1 to 7 (lifecycle.test.ts) rather than after them.
lifecycle(
  '8. with sign-commits: steps 1, 2, 3, 4 and 6 again (slow: about 17 runs)',
  { 'sign-commits': 'true' },
  false,
);
