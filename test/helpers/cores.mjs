// Preloaded into `node dist/index.js` (`--import`): the process sees a machine of $TEST_CORES
// cores, as `os.availableParallelism()` tells it. The pull starts its inflate thread only from
// three cores on (src/sync/pull-staging.ts); test/e2e/pull-threads.test.ts runs it both ways on
// whatever machine the tests have.
import os from 'node:os';

const cores = Number(process.env['TEST_CORES']);
if (Number.isInteger(cores) && cores > 0) os.availableParallelism = () => cores;
