// Run before every browser-test file: the diagnosis of a failed test (diagnose.ts) learns which test runs.
import { beforeEach } from 'vitest';
import { runs } from './diagnose.ts';

beforeEach(({ task }) => runs(task));
