/**
 * The openai project's server keeps its own DATA_DIR, so the mailbox the accounts helpers read is
 * there while its tests run. Registers hooks that point GREENSHOE_E2E_DATA_DIR at it for each test
 * and restore it after. Set in hooks, not at load: spec files are also loaded by the main process,
 * whose environment every worker inherits.
 */
import type { test as baseTest } from './test';

export function useOpenAiDataDir(test: typeof baseTest): void {
  let defaultDataDir: string | undefined;
  test.beforeEach(() => {
    defaultDataDir = process.env.GREENSHOE_E2E_DATA_DIR;
    process.env.GREENSHOE_E2E_DATA_DIR = process.env.GREENSHOE_E2E_OPENAI_DATA_DIR;
  });
  test.afterEach(() => {
    process.env.GREENSHOE_E2E_DATA_DIR = defaultDataDir;
  });
}
