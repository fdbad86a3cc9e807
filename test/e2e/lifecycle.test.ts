import { lifecycle } from '../helpers/lifecycle-steps.js';

// Steps 1 to 7 (test/helpers/lifecycle-steps.ts); step 8, with sign-commits, is lifecycle-sign-commits.test.ts.
lifecycle('the lifecycle of a translation pull request on runner checkouts (slow: about 20 runs)', {}, true);
